import { useEppTranslation } from '@epp/i18n';
import { Link } from '@epp/ui';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { ScreenRouter } from '../../kit/screen-router';
import { publicRoutes } from '../../routes/public-routes';
import { PageCookieBanner, type PageCookieBannerProps } from '../../shared/page-cookie-banner';
import * as styles from './public-layout.styles';

/** The cookie consent of the public pages (the shell takes the same prop); its clock is the kit's. */
export type PublicCookieProps = PageCookieBannerProps;

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

/**
 * The frame of the public pages (not a signed-in screen, so not ScreenLayout): the brand, a card with the
 * page's h1, the policy links, the cookie banner.
 */
export function PublicLayout({ title, wide = false, cookieStorage, children }: PublicLayoutProps) {
  const { t } = useEppTranslation();
  return (
    <ScreenRouter>
      <Page>
        <Brand>{t('common.brand')}</Brand>
        <Card $wide={wide} aria-labelledby="public-page-title">
          <h1 id="public-page-title">{title}</h1>
          {children}
        </Card>
        <Links aria-label={t('screens.public.layout.footer')}>
          <Link href={publicRoutes.privacyPolicy.to()}>{t('screens.public.layout.privacy')}</Link>
          <Link href={publicRoutes.cookies.to()}>{t('screens.public.layout.cookies')}</Link>
        </Links>
        <PageCookieBanner cookieStorage={cookieStorage} />
      </Page>
    </ScreenRouter>
  );
}
