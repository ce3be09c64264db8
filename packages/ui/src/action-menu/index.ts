export { ActionMenu, ActionMenuItem, type ActionMenuItemProps, type ActionMenuProps } from './action-menu';
