import { enAreas } from './locales/en';
import { etAreas } from './locales/et';
import { type MergedTexts, mergeTexts } from './merge-texts';
import { EPP_NAMESPACE, type Language } from './namespace';

export { defaultLanguage, EPP_NAMESPACE, isLanguage, type Language, languages } from './namespace';

/** The shape every locale must have: the Estonian area files, merged, are the reference. */
export type EppMessages = MergedTexts<typeof etAreas>;

// Pure: a widget that imports only the hook from the main entry must not keep the texts in its bundle.
const et: EppMessages = /* @__PURE__ */ mergeTexts(etAreas);
const en: EppMessages = /* @__PURE__ */ mergeTexts(enAreas);

export const messages: Record<Language, EppMessages> = { et, en };

export const resources = {
  et: { [EPP_NAMESPACE]: et },
  en: { [EPP_NAMESPACE]: en },
} as const;
