export { errorMessage, failureMessage, useErrorText } from './error-text';
