// The menu entry (@leasekit/core/menu): its own entry so apps that show no registered menu carry none of it,
// and the main entry's size budget is left to the rules every app needs.
export {
  createMenuRegistry,
  getMenuText,
  getSafeMenuHref,
  MAX_MENU_DEPTH,
  MAX_MENU_ITEMS,
  type MenuItemDefinition,
  type MenuMessage,
  type MenuRegistry,
  type MenuRegistryState,
  type MenuText,
  parseMenuItems,
  type ResolvedMenuItem,
  type ResolveMenuOptions,
  resolveMenuItems,
} from './menu';
