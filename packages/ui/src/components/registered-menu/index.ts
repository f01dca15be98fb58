export { RegisteredMenu, registeredMenuItemVariants, type RegisteredMenuProps } from './registered-menu';
