import { isLanguage } from '@epp/i18n/namespace';
import { createEppI18nOnDemand } from '@epp/i18n/on-demand';

/** Where the interface language is remembered between visits (the signed-in user's setting wins once known). */
export const LANGUAGE_KEY = 'epp.language';

function initialLanguage() {
  const stored = globalThis.localStorage?.getItem(LANGUAGE_KEY);
  return isLanguage(stored) ? stored : 'et';
}

/**
 * The portal's i18n instance, Estonian unless the visitor chose English. Only that language's texts load
 * before the first render; the other loads when the user switches (the first route stays small).
 */
export const createPortalI18n = () => createEppI18nOnDemand({ language: initialLanguage() });

export type PortalI18n = Awaited<ReturnType<typeof createPortalI18n>>;
