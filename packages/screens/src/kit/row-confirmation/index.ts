export { useReturnFocus, useRowConfirmation } from './use-row-confirmation';
