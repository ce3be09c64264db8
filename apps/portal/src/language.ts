import { isLanguage } from '@epp/i18n/namespace';
import { createEppI18nOnDemand, textAreas } from '@epp/i18n/on-demand';
import { publicTextAreas } from './public-text-areas';

/** Where the interface language is remembered between visits (the signed-in user's setting wins once known). */
export const LANGUAGE_KEY = 'epp.language';

/** The interface language when none is remembered (a first visit, or after a log out). */
export const DEFAULT_LANGUAGE = 'et';

function initialLanguage() {
  const stored = globalThis.localStorage?.getItem(LANGUAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/**
 * Remembers the interface language: only one other than the default is stored (no key reads as the default), so
 * the language a log out resets to leaves nothing behind in the storage it cleared.
 */
export function rememberLanguage(storage: Pick<Storage, 'setItem' | 'removeItem'>, language: string): void {
  if (language === DEFAULT_LANGUAGE) storage.removeItem(LANGUAGE_KEY);
  else storage.setItem(LANGUAGE_KEY, language);
}

export { publicTextAreas } from './public-text-areas';

/** Every area, loaded with the first signed-in page (signed-in-routes.tsx), before it draws. */
export const signedInTextAreas = textAreas;

/**
 * The portal's i18n instance, Estonian unless the visitor chose English. Only that language's texts of the
 * public pages load before the first render; the rest with the first signed-in page, the other language when
 * the user switches (the first route stays small).
 */
export const createPortalI18n = () => createEppI18nOnDemand({ language: initialLanguage(), areas: publicTextAreas });

export type PortalI18n = Awaited<ReturnType<typeof createPortalI18n>>;
