export { Alert, type AlertProps, defaultAlertRole } from './alert';
export type { AlertTone } from './alert.styles';
