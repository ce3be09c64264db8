import { AlertGroup, AlertProvider, PageTitle } from '@epp/ui';
import type { ComponentType, ReactNode } from 'react';
import { styled } from 'styled-components';
import { ScreenRouter } from '../../shared/screen-router';
import { screenLayout } from './screen-layout.styles';

const Root = styled.div`
  ${screenLayout}
`;

export interface ScreenLayoutProps {
  /** The route's labels, top level first; inside the shell the header shows them, alone the screen's h1 does. */
  title: readonly string[];
  /** An extra last part of the title, e.g. a report's period. */
  titleSuffix?: string;
  /** What stands between the title and the page alerts, e.g. the client's contract banner. */
  banner?: ReactNode;
  children?: ReactNode;
}

/** The one page root of every signed-in screen: the title, a banner, the page alerts, then the content. */
export function ScreenLayout({ title, titleSuffix, banner, children }: ScreenLayoutProps) {
  return (
    <Root>
      <PageTitle labels={title} {...(titleSuffix === undefined ? {} : { suffix: titleSuffix })} />
      {banner}
      <AlertGroup />
      {children}
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
