export { Dialog, type DialogProps } from './dialog';
export { DialogSurface, type DialogSurfaceProps } from './dialog-surface';
