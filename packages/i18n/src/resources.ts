import en from './locales/en.json';
import et from './locales/et.json';

import { EPP_NAMESPACE, type Language } from './namespace';

export { defaultLanguage, EPP_NAMESPACE, isLanguage, type Language, languages } from './namespace';

/** The shape every locale must have: Estonian is the reference. */
export type EppMessages = typeof et;

export const messages: Record<Language, EppMessages> = { et, en };

export const resources = {
  et: { [EPP_NAMESPACE]: et },
  en: { [EPP_NAMESPACE]: en },
} as const;
