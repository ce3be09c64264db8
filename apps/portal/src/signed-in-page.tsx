// A signed-in page: the entry for the active profile's role inside that role's shell; a path with no entry
// for the role shows the "not part of this build" page. Loaded on demand, with the shell.
import { useCurrentUser } from '@epp/api/hooks';
import { portalMode } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { AppShell } from '@epp/screens/shell';
import { type ComponentType, lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { Loading } from './loading';
import type { PortalRoute } from './route-table';

const NotInBuild = lazy(() => import('./pages/not-in-build'));

/** A signed-in page: the entry for the active profile's role inside that role's shell. */
export default function SignedInPage({
  entries,
  pages,
}: {
  entries: readonly PortalRoute[];
  pages: ReadonlyMap<PortalRoute, ComponentType>;
}) {
  const { t } = useEppTranslation();
  const location = useLocation();
  const user = useCurrentUser();
  if (!user.data) return <Loading />;
  const role = portalMode(user.data);
  const entry = entries.find((candidate) => candidate.access === role || candidate.access === 'signedIn');
  const Page = entry ? (pages.get(entry) ?? NotInBuild) : NotInBuild;
  const labels = (entry?.labels ?? []).map((key) => t(key));
  return (
    <AppShell key={location.pathname} role={role} labels={labels}>
      <Suspense fallback={<Loading />}>
        <Page />
      </Suspense>
    </AppShell>
  );
}
