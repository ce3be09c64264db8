import { type ConsentStorage, CookieBanner } from '@epp/widgets/cookie-banner';
import { useMemo } from 'react';
import { useClock } from '../kit/clock';
import { routes } from '../routes/route-table';

export interface PageCookieBannerProps {
  /** Where cookie consent is remembered; `localStorage` by default. */
  cookieStorage?: ConsentStorage;
}

function browserStorage(): ConsentStorage {
  try {
    if (typeof globalThis.localStorage !== 'undefined') return globalThis.localStorage;
  } catch {
    // storage can be denied (privacy mode): the banner then asks on every page load
  }
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

/**
 * The cookie banner at the bottom of every page, public or signed in: the consent is kept in `cookieStorage`
 * (the browser's localStorage by default) and dated by the kit's clock, so stories see the fixture day.
 */
export function PageCookieBanner({ cookieStorage }: PageCookieBannerProps) {
  const clock = useClock();
  const storage = useMemo(() => cookieStorage ?? browserStorage(), [cookieStorage]);
  return <CookieBanner policyHref={routes.public.cookies.to()} storage={storage} now={() => clock().getTime()} />;
}
