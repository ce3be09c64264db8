// @epp/ui's links and buttons with `href` navigate through the app's router, so a Link inside a screen moves
// within the portal (and within a story's memory router) instead of reloading the page.
import { LinkRouterProvider } from '@epp/ui';
import type { ReactNode } from 'react';
import { useHref, useNavigate } from 'react-router';

export function ScreenRouter({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <LinkRouterProvider navigate={(to) => navigate(to)} useHref={useHref}>
      {children}
    </LinkRouterProvider>
  );
}
