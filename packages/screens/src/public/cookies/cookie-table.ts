import type { TranslationKey } from '@epp/i18n';

/** The portal's cookies (client spec §2): consent 30 days, a legacy consent, CSRF 1 year, the session. */
export interface CookieRow {
  /** The cookie's technical name (not translated). */
  name: string;
  purposeKey: TranslationKey;
  durationKey: TranslationKey;
}

export const COOKIE_TABLE: readonly CookieRow[] = [
  {
    name: 'epp-cookie-consent',
    purposeKey: 'screens.public.cookies.consentPurpose',
    durationKey: 'screens.public.cookies.days30',
  },
  {
    name: 'cookieconsent_status',
    purposeKey: 'screens.public.cookies.legacyConsentPurpose',
    durationKey: 'screens.public.cookies.days30',
  },
  { name: 'csrftoken', purposeKey: 'screens.public.cookies.csrfPurpose', durationKey: 'screens.public.cookies.year1' },
  {
    name: 'sessionid',
    purposeKey: 'screens.public.cookies.sessionPurpose',
    durationKey: 'screens.public.cookies.session',
  },
];
