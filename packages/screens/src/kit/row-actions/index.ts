export { focusInPlace, placeAmong } from './focus-in-place';
export { RowActionMenu, type RowActionMenuProps, type RowActionsCellContext } from './row-action-menu';
export { useReturnFocus } from './use-return-focus';
export { useRowConfirmation } from './use-row-confirmation';
export { useRowDialogs } from './use-row-dialogs';
