// react-aria links and buttons with `href` navigate through the app's router, so @epp/ui's Link inside a
// screen moves within the portal (and within a story's memory router) instead of reloading the page.
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useHref, useNavigate } from 'react-router';

export function ScreenRouter({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(to) => navigate(to)} useHref={useHref}>
      {children}
    </RouterProvider>
  );
}
