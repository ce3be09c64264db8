// The operator's applications list (/registry/applications) as the portal draws it, in "Kõik" with the
// generated 10,000 applications of the `operatorApplicationsLarge` scenario, its one call answered from the
// fixture store in-page (no network). The driver (run-bench.mjs) times a keystroke in the name filter and a
// barcode scan, each from the input event until the change is painted.
import { ApiClientProvider, createApiClient } from '@epp/api';
import { FIXTURE_TODAY, resolvers, scenarios, storeFor } from '@epp/fixtures';
import { createEppI18n } from '@epp/i18n';
import { ClockProvider } from '@epp/screens/kit';
import { RegistryApplicationsScreen } from '@epp/screens/operator';
import { UiProvider } from '@epp/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';

interface ApplicationsBench {
  mountMs?: number;
  measuredMs?: number;
  /** Starts a clock at the next keydown; it stops two frames after `isDone()` holds. */
  arm: (isDone: () => boolean) => void;
  /** Applications as the list shows them: EAN, name. */
  rows: { ean: string; name: string }[];
}

const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
async function paintedAfter(start: number, isDone: () => boolean): Promise<number> {
  while (!isDone()) await frame();
  await frame();
  await frame();
  return performance.now() - start;
}

const { db } = storeFor(scenarios.operatorApplicationsLarge);
const answer = JSON.stringify(resolvers.applications({ db } as never));
const records = JSON.parse(answer) as { ean: string; name: string }[];
const fixtureFetch: typeof fetch = async (input) => {
  const url = String(input instanceof Request ? input.url : input);
  return url.includes('administrator/applications/')
    ? new Response(answer, { status: 200, headers: { 'Content-Type': 'application/json' } })
    : new Response(JSON.stringify({ detail: 'not in the bench' }), { status: 404 });
};

const i18n = createEppI18n({ language: 'et' });
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
const apiClient = createApiClient({ baseUrl: 'http://bench.invalid/api/v1/', fetch: fixtureFetch });

const bench: ApplicationsBench = {
  rows: records.map(({ ean, name }) => ({ ean, name })),
  arm: (isDone) => {
    bench.measuredMs = undefined;
    const onEvent = () => {
      const start = performance.now();
      void paintedAfter(start, isDone).then((ms) => {
        bench.measuredMs = ms;
      });
    };
    document.addEventListener('keydown', onEvent, { capture: true, once: true });
  },
};
(window as unknown as { __applications: ApplicationsBench }).__applications = bench;

const host = document.getElementById('root');
if (!host) throw new Error('#root is missing');
const start = performance.now();
createRoot(host).render(
  <I18nextProvider i18n={i18n}>
    <ClockProvider now={new Date(`${FIXTURE_TODAY}T10:00:00Z`)}>
      <UiProvider language="et">
        <QueryClientProvider client={queryClient}>
          <ApiClientProvider client={apiClient}>
            <MemoryRouter initialEntries={['/registry/applications?size=all']}>
              <Routes>
                <Route path="/registry/applications" element={<RegistryApplicationsScreen />} />
              </Routes>
            </MemoryRouter>
          </ApiClientProvider>
        </QueryClientProvider>
      </UiProvider>
    </ClockProvider>
  </I18nextProvider>,
);
void paintedAfter(start, () => document.querySelector('table[data-virtual] tbody td') !== null).then((ms) => {
  bench.mountMs = ms;
});
