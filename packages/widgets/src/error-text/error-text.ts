import { errorMessage as apiErrorMessage } from '@epp/api/errors';
import { type Message, type TranslationKey, useMessageText } from '@epp/i18n';

/**
 * The one error-text rule of widgets and screens: the message of any thrown value as a typed key and
 * parameters — an API error's own (spec §8: the server's text, or "Tundmatu viga!", or the unexpected-error
 * text), a polling or signing failure's own key, "Tundmatu viga!" for anything else.
 */
export function errorMessage(error: unknown): Message {
  const { key, params } = apiErrorMessage(error);
  // Errors carry keys of the kit's own texts (@epp/api's `errors.*`, the flows' failure keys): made by our
  // code but not typed by it, since @epp/api knows no texts.
  return { key: key as TranslationKey, params };
}

/** A message with an `{{error}}` slot filled with the error's own message, e.g. "errors.sales.template". */
export function failureMessage(key: TranslationKey, error: unknown): Message {
  return { key, params: { error: errorMessage(error) } };
}

/**
 * Texts of failures in the interface language: `errorText(error)` is the error's own text,
 * `failureText(key, error)` puts it into a message with an `{{error}}` slot.
 */
export function useErrorText() {
  const text = useMessageText();
  return {
    errorText: (error: unknown) => text(errorMessage(error)),
    failureText: (key: TranslationKey, error: unknown) => text(failureMessage(key, error)),
  };
}
