import { useEppTranslation } from '@epp/i18n';
import { Link } from '@epp/ui';
import { type ConsentStorage, CookieBanner } from '@epp/widgets/cookie-banner';
import { type ReactNode, useMemo } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useHref, useNavigate } from 'react-router';
import { styled } from 'styled-components';
import * as styles from './public-layout.styles';

/** The cookie consent of the public pages (the shell has the same two props). */
export interface PublicCookieProps {
  /** Where cookie consent is remembered; `localStorage` by default. */
  cookieStorage?: ConsentStorage;
  /** The clock for the consent (stable stories). */
  now?: () => number;
}

export interface PublicLayoutProps extends PublicCookieProps {
  title: string;
  /** The wider card of the policy pages. */
  wide?: boolean;
  children: ReactNode;
}

const Page = styled.main`
  ${styles.page}
`;
const Brand = styled.p`
  ${styles.brand}
`;
const Card = styled.section<{ $wide: boolean }>`
  ${styles.card}
`;
const Links = styled.nav`
  ${styles.links}
`;

function defaultStorage(): ConsentStorage {
  try {
    if (typeof globalThis.localStorage !== 'undefined') return globalThis.localStorage;
  } catch {
    // storage can be denied (privacy mode): the banner then asks on every page load
  }
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

/** The frame of the public pages: the brand, a card with the page's h1, the policy links, the cookie banner. */
export function PublicLayout({ title, wide = false, cookieStorage, now, children }: PublicLayoutProps) {
  const { t } = useEppTranslation();
  const navigate = useNavigate();
  const storage = useMemo(() => cookieStorage ?? defaultStorage(), [cookieStorage]);
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      <Page>
        <Brand>{t('common.brand')}</Brand>
        <Card $wide={wide} aria-labelledby="public-page-title">
          <h1 id="public-page-title">{title}</h1>
          {children}
        </Card>
        <Links aria-label={t('screens.public.layout.footer')}>
          <Link href="/privacy-policy">{t('screens.public.layout.privacy')}</Link>
          <Link href="/cookies">{t('screens.public.layout.cookies')}</Link>
        </Links>
        <CookieBanner policyHref="/cookies" storage={storage} {...(now ? { now } : {})} />
      </Page>
    </RouterProvider>
  );
}
