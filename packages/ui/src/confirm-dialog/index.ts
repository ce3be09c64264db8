export { ConfirmButton, type ConfirmButtonProps } from './confirm-button';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { DialogFailure, type DialogFailureProps } from './dialog-failure';
