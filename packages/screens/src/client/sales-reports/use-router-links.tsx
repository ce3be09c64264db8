// @epp/ui links and buttons with `href` are react-aria links: this provider makes them navigate inside the
// app's router (react-router) instead of loading the page again.
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
