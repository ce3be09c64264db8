import { createApiClient, useCurrentUser } from '@epp/api';
import { useEppTranslation } from '@epp/i18n';
import { ClockProvider } from '@epp/screens/kit';
import { EppProvider } from '@epp/widgets/provider';
import { QueryClient } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { portalConfig } from './config';
import { demoModeClock, demoModeFetch } from './demo-mode';
import { DEFAULT_LANGUAGE, type PortalI18n, rememberLanguage } from './language';
import { PageErrorBoundary } from './page-failure';
import { PortalRoutes } from './routes';
import { announceSessionEnd, forgetDataOnSessionChange, SessionEndRedirect, useSessionToken } from './session';
import { resetStoredStateOnSessionEnd } from './stored-state';

/** The interface language: the signed-in user's setting when it loads, then whatever they switch to. */
function LanguageMemory() {
  const { i18n } = useEppTranslation();
  const token = useSessionToken();
  const user = useCurrentUser(undefined, { enabled: token !== null });
  const saved = user.data?.user_settings.language;
  useEffect(() => {
    if (saved) void i18n.changeLanguage(saved);
  }, [saved, i18n]);
  const language = i18n.resolvedLanguage ?? i18n.language;
  useEffect(() => {
    document.documentElement.lang = language;
    rememberLanguage(localStorage, language);
  }, [language]);
  return null;
}

/** The screens' clock: the real one (the kit's default), or in demo mode the demo's day (demo-mode.ts). */
function DemoModeClock({ children }: { children: ReactNode }) {
  return demoModeClock ? <ClockProvider now={demoModeClock}>{children}</ClockProvider> : children;
}

/**
 * The portal's providers (one `EppProvider`, as an embedding host has): the i18n instance (made before the first
 * render, see language.ts), the query cache, the API client (base URL from the build, Accept-Language from the
 * interface, the stored session; in demo mode the calls wait for the in-browser backend), the clock (the real one;
 * in demo mode the demo's day, see demo-mode.ts), the router: the
 * browser's, or a static one when the build renders a public page to HTML (prerender.tsx).
 */
export function App({
  i18n,
  Router = BrowserRouter,
}: {
  i18n: PortalI18n;
  Router?: ComponentType<{ children: ReactNode }>;
}) {
  const [queryClient] = useState(
    () =>
      new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false } } }),
  );
  const [api] = useState(() =>
    createApiClient({
      baseUrl: portalConfig.apiBaseUrl,
      language: () => i18n.resolvedLanguage ?? i18n.language,
      onSessionEnd: announceSessionEnd,
      fetch: demoModeFetch,
      paymentPages: portalConfig.paymentPages,
    }),
  );
  useEffect(() => forgetDataOnSessionChange(api.session, queryClient), [api, queryClient]);
  // A session's end (log out, expiry, the server's) forgets what the portal stored, the language included.
  useEffect(
    () => resetStoredStateOnSessionEnd(api.session, localStorage, () => void i18n.changeLanguage(DEFAULT_LANGUAGE)),
    [api, i18n],
  );
  return (
    <EppProvider i18n={i18n} queryClient={queryClient} apiClient={api} globalStyles>
      <LanguageMemory />
      {/* the last line: what no route's own boundary caught (the shell itself, the router) */}
      <PageErrorBoundary>
        <DemoModeClock>
          <Router>
            <SessionEndRedirect />
            <PortalRoutes />
          </Router>
        </DemoModeClock>
      </PageErrorBoundary>
    </EppProvider>
  );
}
