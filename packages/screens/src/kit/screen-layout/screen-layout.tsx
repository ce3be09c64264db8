import { AlertGroup, AlertProvider, FOCUS_HOME_ATTRIBUTE, PageTitle } from '@epp/ui';
import type { ComponentType, ReactNode } from 'react';
import { styled } from 'styled-components';
import { RouteTabs, type RouteTabsProps } from '../route-tabs';
import { ScreenRouter } from '../screen-router';
import { screenLayout, tabbedSections } from './screen-layout.styles';

const Root = styled.div`
  ${screenLayout}
`;

const TabbedSections = styled.div`
  ${tabbedSections}
`;

export interface ScreenLayoutProps {
  /** The route's labels, top level first; inside the shell the header shows them, alone the screen's h1 does. */
  title: readonly string[];
  /** An extra last part of the title, e.g. a report's period. */
  titleSuffix?: string;
  /** What stands between the title and the page alerts, e.g. the client's contract banner. */
  banner?: ReactNode;
  /** The route tabs of the page's section (the reports' kinds, the profile's parts); the page is their panel. */
  tabs?: Omit<RouteTabsProps, 'children'>;
  children?: ReactNode;
}

/**
 * The one page root of every signed-in screen: the title, a banner, the section's route tabs if it has them,
 * the page alerts, then the content. It is the page's focus home.
 */
export function ScreenLayout({ title, titleSuffix, banner, tabs, children }: ScreenLayoutProps) {
  const page = (
    <>
      <AlertGroup />
      {children}
    </>
  );
  // The page's focus home: where the focus goes when a closing modal's opener has left the page (@epp/ui Modal).
  const focusHome = { [FOCUS_HOME_ATTRIBUTE]: '' };
  return (
    <Root {...focusHome}>
      <PageTitle labels={title} {...(titleSuffix === undefined ? {} : { suffix: titleSuffix })} />
      {banner}
      {tabs ? (
        <RouteTabs {...tabs}>
          <TabbedSections>{page}</TabbedSections>
        </RouteTabs>
      ) : (
        page
      )}
    </Root>
  );
}

/**
 * Makes a screen component: the content gets the router-aware links of react-aria (ScreenRouter) and the
 * page-alert store (`usePageAlerts`) above it, so its own hooks can use both. Every screen is made this way.
 */
export function createScreen<P extends object>(name: string, Content: ComponentType<P>): ComponentType<P> {
  function Screen(props: P) {
    return (
      <ScreenRouter>
        <AlertProvider>
          <Content {...props} />
        </AlertProvider>
      </ScreenRouter>
    );
  }
  Screen.displayName = name;
  return Screen;
}
