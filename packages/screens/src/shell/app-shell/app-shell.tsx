import { OPERATOR_LINKS } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { Button, type FramedPageTitle, LogoutIcon, NavList, type NavListItem, PageTitleFrameContext } from '@epp/ui';
import { LanguageSwitch } from '@epp/widgets/language-switch';
import { ApiNotificationBell } from '@epp/widgets/notification-bell';
import { PageHeader } from '@epp/widgets/page-header';
import { ApiRoleSelector } from '@epp/widgets/role-selector';
import { type ReactNode, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { styled } from 'styled-components';
import { ScreenRouter } from '../../kit/screen-router';
import { routes } from '../../routes/route-table';
import { ShellShowsContractBanner } from '../../shared/contract-banner-context';
import { PageCookieBanner, type PageCookieBannerProps } from '../../shared/page-cookie-banner';
import { WithCurrentUser } from '../../shared/with-current-user';
import { ShellGate } from '../shell-gate/shell-gate';
import * as styles from './app-shell.styles';
import { ClientFooter } from './client-footer';
import { navIcon } from './nav-icons';
import { currentNavId, NAV_ITEMS, type ShellNavItem, type ShellRole } from './nav-items';
import { ShellDrawer } from './shell-drawer';
import { useShellActions } from './use-shell-actions';

export interface AppShellProps extends PageCookieBannerProps {
  role: ShellRole;
  /**
   * The current route's labels, already translated, top level first; the header joins them with " · ". A screen's
   * own title (ScreenLayout's PageTitle) replaces them and `suffix` once it draws.
   */
  labels: readonly string[];
  /** An extra last part of the title, e.g. a report's period (until the screen's own title draws). */
  suffix?: string;
  /** The sidebar entries; the role's own (NAV_ITEMS) by default. */
  navItems?: readonly ShellNavItem[];
  /** Show the client contract banner (default true); the contract page turns it off. */
  showContractBanner?: boolean;
  /** The operator's terms, linked from the client footer. */
  termsHref?: string;
  /** The page. */
  children: ReactNode;
}

const Root = styled.div`
  ${styles.root}
`;
const Frame = styled.div`
  ${styles.frame}
`;
const Sidebar = styled.aside`
  ${styles.sidebar}
`;
const Docked = styled.div`
  ${styles.dockedOnly}
`;
const Minimized = styled.div`
  ${styles.minimizedOnly}
`;
const Brand = styled.p`
  ${styles.brand}
`;
const BrandShort = styled.p`
  ${styles.brandShort}
`;
const Main = styled.div`
  ${styles.main}
`;
const Header = styled.header`
  ${styles.header}
`;
const Narrow = styled.div`
  ${styles.narrowOnly}
  ${styles.menuButton}
`;
const Wide = styled.div`
  ${styles.wideOnly}
`;
const Content = styled.main<{ $aboveFooter: boolean }>`
  ${styles.content}
  ${({ $aboveFooter }) => $aboveFooter && styles.contentAboveFooter}
`;

/** The page under the gate: loading, a failed user load with a retry, or the gate and the page. */
function GatedContent({ children, showContractBanner }: { children: ReactNode; showContractBanner: boolean }) {
  return (
    <WithCurrentUser>
      {(user) => (
        <ShellGate user={user} showContractBanner={showContractBanner}>
          {children}
        </ShellGate>
      )}
    </WithCurrentUser>
  );
}

/**
 * The frame of every logged-in page (client spec §2 "Shell"): the role's sidebar, the header with the title
 * from the route labels and the actions (bell and ET/ENG for clients, role selector, log out), the gate and
 * contract banners around the page, the client footer and the cookie banner. The sidebar docks at ≥ 1200 px
 * of the shell's width, shows icons only at 992–1199, and below 992 slides open from a menu button, with the
 * role selector, language switch and log out inside it.
 */
export function AppShell({
  role,
  labels,
  suffix,
  navItems = NAV_ITEMS[role],
  showContractBanner = true,
  termsHref = OPERATOR_LINKS.terms,
  cookieStorage,
  children,
}: AppShellProps) {
  const { t } = useEppTranslation();
  const { pathname } = useLocation();
  const { logOut, isLoggingOut, changeLanguage, switched } = useShellActions();
  const items: NavListItem[] = navItems.map((entry) => ({
    id: entry.id,
    href: entry.href,
    label: t(entry.labelKey),
    icon: navIcon(entry.icon),
  }));
  const currentId = currentNavId(role, pathname);
  const isClient = role === 'client';
  const navLabel = t('screens.shell.appShell.navigation');
  // The header is the page's one h1 (spec: "page title built from the current route labels ... with an optional
  // suffix"): a screen's own PageTitle hands its title up here instead of repeating it, and the header shows it
  // as the screen has it (its route's labels and its suffix, e.g. a report's period), so a page's title is the
  // same in a story and in the portal. `labels` and `suffix` stand until the screen draws its title (loading,
  // a route with no screen yet).
  const [screenTitle, setScreenTitle] = useState<FramedPageTitle | null>(null);
  const titleFrame = useMemo(() => ({ show: setScreenTitle }), []);

  const profileActions = (
    <>
      <ApiRoleSelector onSwitched={switched} />
      {isClient && <LanguageSwitch onChange={changeLanguage} />}
      <Button variant="ghost" onPress={logOut} isDisabled={isLoggingOut}>
        <LogoutIcon />
        {t('screens.shell.appShell.logout')}
      </Button>
    </>
  );

  return (
    <ScreenRouter>
      <Root data-testid="app-shell">
        <Frame>
          <Sidebar>
            <Docked>
              <Brand>{t('common.brand')}</Brand>
            </Docked>
            <Minimized>
              <BrandShort aria-hidden="true">EPP</BrandShort>
            </Minimized>
            <Docked>
              <NavList aria-label={navLabel} items={items} currentId={currentId} />
            </Docked>
            <Minimized>
              <NavList aria-label={navLabel} items={items} currentId={currentId} isCollapsed />
            </Minimized>
          </Sidebar>
          <Main>
            <Header>
              <Narrow>
                <ShellDrawer items={items} currentId={currentId} actions={profileActions} />
              </Narrow>
              <PageHeader
                labels={screenTitle?.labels ?? labels}
                suffix={screenTitle ? screenTitle.suffix : suffix}
                actions={
                  <>
                    {isClient && <ApiNotificationBell allHref={routes.client.notifications.to()} />}
                    <Wide>{profileActions}</Wide>
                  </>
                }
              />
            </Header>
            <Content $aboveFooter={isClient}>
              <ShellShowsContractBanner.Provider value={showContractBanner}>
                <PageTitleFrameContext.Provider value={titleFrame}>
                  <GatedContent showContractBanner={showContractBanner}>{children}</GatedContent>
                </PageTitleFrameContext.Provider>
              </ShellShowsContractBanner.Provider>
            </Content>
            {isClient && <ClientFooter termsHref={termsHref} />}
          </Main>
        </Frame>
        <PageCookieBanner cookieStorage={cookieStorage} />
      </Root>
    </ScreenRouter>
  );
}
