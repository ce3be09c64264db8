import { isLanguage } from '@epp/i18n/namespace';
import { createEppI18nOnDemand, textAreas } from '@epp/i18n/on-demand';
import { publicTextAreas } from './public-text-areas';

/** Where the interface language is remembered between visits (the signed-in user's setting wins once known). */
export const LANGUAGE_KEY = 'epp.language';

function initialLanguage() {
  const stored = globalThis.localStorage?.getItem(LANGUAGE_KEY);
  return isLanguage(stored) ? stored : 'et';
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
