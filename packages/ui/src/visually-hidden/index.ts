export { VisuallyHidden, type VisuallyHiddenProps } from './visually-hidden';
export { visuallyHidden, visuallyHiddenFocusable } from './visually-hidden.styles';
