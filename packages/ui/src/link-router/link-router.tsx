import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';

export interface LinkRouterProviderProps {
  /** The app router's navigation, e.g. react-router's `navigate`. */
  navigate: (path: string) => void;
  /** The app router's href for a path (react-router's `useHref`), so links show the real address. */
  useHref?: (path: string) => string;
  children: ReactNode;
}

/**
 * Makes every @epp/ui link and `href` button below navigate through the app's router (client-side) instead of
 * loading the page again.
 */
export function LinkRouterProvider({ navigate, useHref, children }: LinkRouterProviderProps) {
  return (
    <RouterProvider navigate={navigate} {...(useHref ? { useHref } : {})}>
      {children}
    </RouterProvider>
  );
}
