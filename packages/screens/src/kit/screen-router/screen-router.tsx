// @epp/ui's links and buttons with `href` navigate through the app's router, so a Link inside a screen moves
// within the portal (and within a story's memory router) instead of reloading the page.
import { LinkRouterProvider } from '@epp/ui';
import { type ReactNode, useCallback } from 'react';
import { useHref, useNavigate } from 'react-router';

/** "https://…", "mailto:…", "//host/…": an address of its own, not a path of the portal. */
const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * The router's href for a path of the portal; an absolute address stays as it is (react-router would resolve
 * "https://eestipandipakend.ee" against the current path, and React Aria asks for every link's href).
 */
function usePortalHref(to: string): string {
  const routed = useHref(to);
  return ABSOLUTE_URL.test(to) ? to : routed;
}

export function ScreenRouter({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  // The same function while the path stays (typing in a live filter changes only the query): a new one would
  // be a new router context, re-rendering every link and tab of the page on each keystroke.
  const navigateTo = useCallback((to: string) => navigate(to), [navigate]);
  return (
    <LinkRouterProvider navigate={navigateTo} useHref={usePortalHref}>
      {children}
    </LinkRouterProvider>
  );
}
