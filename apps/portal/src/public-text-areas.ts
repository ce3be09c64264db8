import type { TextArea } from '@epp/i18n/on-demand';

/**
 * The text areas the public pages draw (login and the other screens of @epp/screens/public with their layout,
 * the widgets they use, the portal's own pages): all the first route loads. A missing one shows as a console
 * error naming the key, which fails the e2e. Apart from language.ts so that vite.config.ts can put a language's
 * public areas in one chunk.
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
