import en from './locales/en.json';
import et from './locales/et.json';
import type { EppMessages } from './messages.generated';
import { EPP_NAMESPACE, type Language } from './namespace';

export type { EppMessages } from './messages.generated';
export { defaultLanguage, EPP_NAMESPACE, isLanguage, type Language, languages } from './namespace';

export const messages: Record<Language, EppMessages> = { et, en };

// Typed by EppMessages, never by the JSON modules: a declaration that names a JSON module breaks the published
// types (see scripts/i18n-types.mjs).
export const resources: Readonly<Record<Language, { readonly [EPP_NAMESPACE]: EppMessages }>> = {
  et: { [EPP_NAMESPACE]: et },
  en: { [EPP_NAMESPACE]: en },
};
