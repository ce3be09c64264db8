import en from './locales/en.json';
import et from './locales/et.json';

/** The i18next namespace all EPP texts live in, so they never clash with an embedding app's own keys. */
export const EPP_NAMESPACE = 'epp';

export const languages = ['et', 'en'] as const;
export type Language = (typeof languages)[number];
/** Estonian is the default interface language; English is second. */
export const defaultLanguage: Language = 'et';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The shape every locale must have: Estonian is the reference. */
export type EppMessages = typeof et;

export const messages: Record<Language, EppMessages> = { et, en };

export const resources = {
  et: { [EPP_NAMESPACE]: et },
  en: { [EPP_NAMESPACE]: en },
} as const;
