export { answerMessageText } from './answer-message';
export { type PackageFailure, type PackageFailureLine, packageFailureLines, succeededEans } from './bulk-failures';
export {
  type ApiFailureOutcome,
  apiFailureOutcome,
  type ErrorListEntry,
  type ErrorText,
  errorListEntries,
  extractErrorText,
  PASSWORD_ERROR_FIELDS,
  type PasswordErrorField,
  passwordErrorMessages,
} from './error-text';
export { fieldErrorText } from './field-errors';
export { ID_CARD_ERROR_CODES, type IdCardErrorCode, idCardErrorCode, SIGNING_LANGUAGE_CODES } from './id-card-errors';
