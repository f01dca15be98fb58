// The menu entry (@leasekit/core/menu): its own entry so apps that show no registered menu carry none of it,
// and the main entry's size budget is left to the rules every app needs.
export {
  createMenuRegistry,
  type MenuItemDefinition,
  type MenuRegistry,
  type ResolvedMenuItem,
} from './menu';
