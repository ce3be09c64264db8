import { errorMessage } from '@epp/api/client';
import { type TranslationKey, useEppTranslation } from '@epp/i18n';

type Translate = (key: TranslationKey, params?: Readonly<Record<string, string>>) => string;

/**
 * Texts of failures: `errorText(error)` is the API error's own translated message (spec §8 extraction);
 * `failureText(key, error)` puts it into a message with an `{{error}}` slot, e.g. "errors.sales.template".
 */
export function useErrorText() {
  const { t } = useEppTranslation();
  // The key comes from @epp/api at run time; its parameters are whatever that message names.
  const translate = t as unknown as Translate;
  const errorText = (error: unknown) => {
    const message = errorMessage(error);
    return translate(message.key as TranslationKey, message.params);
  };
  const failureText = (key: TranslationKey, error: unknown) => translate(key, { error: errorText(error) });
  return { errorText, failureText };
}
