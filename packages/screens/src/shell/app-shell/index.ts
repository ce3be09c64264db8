export { AppShell, type AppShellProps } from './app-shell';
export { ClientFooter } from './client-footer';
export { currentNavId, NAV_ITEMS, type NavIconName, type ShellNavItem, type ShellRole } from './nav-items';
export { ShellDrawer, type ShellDrawerProps } from './shell-drawer';
export { switchTarget, useShellActions } from './use-shell-actions';
