export { focusInPlace, placeAmong } from './focus-in-place';
export { useReturnFocus, useRowConfirmation } from './use-row-confirmation';
