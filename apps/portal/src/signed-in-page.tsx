// A signed-in page: the route table's entry for the active profile's role, inside that role's shell. An alias
// opens its target; a path that is not the role's goes to the role's landing page. Loaded on demand, with the shell.
import { useCurrentUser } from '@epp/api/hooks';
import { portalMode, roleLanding } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import type { ScreenRoute } from '@epp/screens/kit';
import { AppShell, CurrentUserLoadFailure } from '@epp/screens/shell';
import { Suspense, useDeferredValue } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Loading } from './loading';
import { PageErrorBoundary } from './page-failure';
import { pageOf } from './route-pages';
import { SignedInLoading } from './signed-in-loading';

export default function SignedInPage({
  entries,
  params,
}: {
  entries: readonly ScreenRoute<string>[];
  params: Readonly<Record<string, string | undefined>>;
}) {
  const { t } = useEppTranslation();
  const location = useLocation();
  // The user arrives in a blocking update (the query cache is an external store); the shell and the page it
  // opens are then rendered as a deferred, interruptible update, in slices, instead of in one long task.
  const current = useCurrentUser();
  const user = useDeferredValue(current.data);
  if (!user) {
    // Without the user there is no role, so no shell yet: a failed load says why and offers a retry (it spun
    // forever before: the shell's own failure state is never reached without a user).
    return current.isError ? (
      <CurrentUserLoadFailure error={current.error} onRetry={() => void current.refetch()} />
    ) : (
      <SignedInLoading />
    );
  }
  const role = portalMode(user);
  const entry = entries.find((candidate) => candidate.access === role);
  if (!entry) return <Navigate to={roleLanding(user)} replace />;
  if (entry.redirectTo) return <Navigate to={`${entry.redirectTo}${location.search}`} replace />;
  const Page = pageOf(entry.id);
  return (
    <AppShell key={location.pathname} role={role} labels={entry.title.map((key) => t(key))}>
      {/* a page that cannot be drawn fails inside the shell: the sidebar and the header stay usable */}
      <PageErrorBoundary>
        <Suspense fallback={<Loading />}>
          <Page params={params} />
        </Suspense>
      </PageErrorBoundary>
    </AppShell>
  );
}
