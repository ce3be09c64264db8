// The namespace and the languages, without the texts: the hook every widget uses imports only this, so a
// widget's bundle does not carry the text files or i18next (the app loads them once, with createEppI18n).

/** The i18next namespace all EPP texts live in, so they never clash with an embedding app's own keys. */
export const EPP_NAMESPACE = 'epp';

export const languages = ['et', 'en'] as const;
export type Language = (typeof languages)[number];
/** Estonian is the default interface language; English is second. */
export const defaultLanguage: Language = 'et';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}
