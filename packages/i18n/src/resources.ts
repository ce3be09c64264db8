import { enAreas } from './locales/en';
import { etAreas } from './locales/et';
import { mergeTexts } from './merge-texts';
import type { EppMessages } from './messages.generated';
import { EPP_NAMESPACE, type Language } from './namespace';

export type { EppMessages } from './messages.generated';
export { defaultLanguage, EPP_NAMESPACE, isLanguage, type Language, languages } from './namespace';

// Pure: a widget that imports only the hook from the main entry must not keep the texts in its bundle.
// The area files merged are the generated EppMessages shape (a unit test holds the generated type fresh).
const et: EppMessages = /* @__PURE__ */ mergeTexts(etAreas);
const en: EppMessages = /* @__PURE__ */ mergeTexts(enAreas);

export const messages: Record<Language, EppMessages> = { et, en };

// Typed by EppMessages, never by the JSON modules: a declaration that names a JSON module breaks the published
// types (see scripts/i18n-types.mjs).
export const resources: Readonly<Record<Language, { readonly [EPP_NAMESPACE]: EppMessages }>> = {
  et: { [EPP_NAMESPACE]: et },
  en: { [EPP_NAMESPACE]: en },
};
