export { Spinner, type SpinnerProps } from './spinner';
export type { SpinnerSize } from './spinner.styles';
