export { errorMessage, failureMessage, useErrorText } from './error-text';
export { errorTextTextAreas } from './text-areas';
