import { type ConsentStorage, CookieBanner, cookieConsentStorage } from '@epp/widgets/cookie-banner';
import { useMemo } from 'react';
import { useClock } from '../kit/clock';
import { publicRoutes } from '../routes/public-routes';

export interface PageCookieBannerProps {
  /** Where cookie consent is remembered; the browser's cookies by default (as the cookie policy says). */
  cookieStorage?: ConsentStorage;
}

function browserStorage(): ConsentStorage {
  if (typeof document !== 'undefined') return cookieConsentStorage(document);
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

/**
 * The cookie banner at the bottom of every page, public or signed in: the consent is kept in `cookieStorage`
 * (the browser's cookies by default: `epp-cookie-consent`, and the legacy `cookieconsent_status`) and dated by the kit's clock, so stories see the fixture day.
 */
export function PageCookieBanner({ cookieStorage }: PageCookieBannerProps) {
  const clock = useClock();
  const storage = useMemo(() => cookieStorage ?? browserStorage(), [cookieStorage]);
  return <CookieBanner policyHref={publicRoutes.cookies.to()} storage={storage} now={() => clock().getTime()} />;
}
