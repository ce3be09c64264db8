// The API's errors and their translatable messages on their own: a widget that only words an error (error-text)
// needs neither the client nor its file helpers.
export {
  ApiError,
  type ApiErrorKind,
  type ApiMessageKey,
  apiMessageKeys,
  errorMessage,
  isApiError,
  isNotFoundError,
  type TranslatableMessage,
} from './client/errors';
