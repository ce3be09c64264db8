import { useEppTranslation } from '@epp/i18n';
import { Button, Link } from '@epp/ui';
import { useState } from 'react';
import { styled } from 'styled-components';
import * as styles from './cookie-banner.styles';
import { COOKIE_CONSENT_KEY, type ConsentStorage, cookieConsentValue, hasCookieConsent } from './cookie-consent';

export interface CookieBannerProps {
  /** The cookie policy page. */
  policyHref: string;
  /** Where the consent is remembered, e.g. `window.localStorage`. */
  storage: ConsentStorage;
  /** The storage key; "epp-cookie-consent" by default. */
  storageKey?: string;
  /** The current moment (for stable stories and tests); the clock's by default. */
  now?: () => number;
  /** Called after the user accepts. */
  onAccept?: () => void;
}

const Banner = styled.section`
  ${styles.banner}
`;
const Message = styled.p`
  ${styles.message}
`;

/**
 * The cookie banner at the bottom of every page: the text, a link to the cookie policy and an accept button.
 * Accepting is remembered for 30 days (`COOKIE_CONSENT_TTL_MS`); while the consent lasts nothing renders.
 */
export function CookieBanner({
  policyHref,
  storage,
  storageKey = COOKIE_CONSENT_KEY,
  now = Date.now,
  onAccept,
}: CookieBannerProps) {
  const { t } = useEppTranslation();
  const [accepted, setAccepted] = useState(() => hasCookieConsent(storage.getItem(storageKey), now()));
  if (accepted) return null;
  return (
    <Banner aria-label={t('widgets.cookieBanner.label')}>
      <Message>
        {t('widgets.cookieBanner.text')} <Link href={policyHref}>{t('widgets.cookieBanner.policy')}</Link>
      </Message>
      <Button
        onPress={() => {
          storage.setItem(storageKey, cookieConsentValue(now()));
          setAccepted(true);
          onAccept?.();
        }}
      >
        {t('widgets.cookieBanner.accept')}
      </Button>
    </Banner>
  );
}
