import { errorMessage } from '@epp/api';
import type { TranslationKey } from '@epp/i18n';

type Translate = (key: TranslationKey, params?: Readonly<Record<string, string>>) => string;

/** The translated text of any failure (@epp/api's message key and parameters), for "…ebaõnnestus: {{error}}". */
export function failureText(t: unknown, error: unknown): string {
  const message = errorMessage(error);
  // The key comes from @epp/api at run time; its parameters are whatever that message names.
  return (t as Translate)(message.key as TranslationKey, message.params);
}
