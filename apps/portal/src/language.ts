import { isLanguage } from '@epp/i18n/namespace';
import { createEppI18nOnDemand, type TextArea, textAreas } from '@epp/i18n/on-demand';

/** Where the interface language is remembered between visits (the signed-in user's setting wins once known). */
export const LANGUAGE_KEY = 'epp.language';

function initialLanguage() {
  const stored = globalThis.localStorage?.getItem(LANGUAGE_KEY);
  return isLanguage(stored) ? stored : 'et';
}

/**
 * The text areas the public pages draw (login and the other screens of @epp/screens/public with their layout,
 * the widgets they use, the portal's own pages): all the first route loads. A missing one shows as a console
 * error naming the key, which fails the e2e.
 */
export const publicTextAreas: readonly TextArea[] = [
  'common',
  'errors',
  'ui',
  'portal',
  'screens.public',
  'widgets.cookieBanner',
  'widgets.signingModal', // the Mobile-ID / Smart-ID / ID-card login steps
];

/** Every area, loaded with the first signed-in page (routes.tsx), before it draws. */
export const signedInTextAreas = textAreas;

/**
 * The portal's i18n instance, Estonian unless the visitor chose English. Only that language's texts of the
 * public pages load before the first render; the rest with the first signed-in page, the other language when
 * the user switches (the first route stays small).
 */
export const createPortalI18n = () => createEppI18nOnDemand({ language: initialLanguage(), areas: publicTextAreas });

export type PortalI18n = Awaited<ReturnType<typeof createPortalI18n>>;
