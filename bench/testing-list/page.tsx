// The operator's real Testing screen (/registry/testing?size=all, "Kõik") over N packages in testing: the
// screen's own endpoint is answered in the page (window.fetch), so the load, zod validation, rows, filters and
// the virtualized table are the portal's. The driver (testing-list.mjs) types into the EAN filter.
import { ApiClientProvider, createApiClient } from '@epp/api';
import { createEppI18n } from '@epp/i18n';
import { RegistryTestingScreen } from '@epp/screens/operator';
import { UiProvider } from '@epp/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { benchRows } from '../src/rows';

const count = Number(new URLSearchParams(location.search).get('n') ?? '10000');
const STATUSES = [
  { id: 3, value: 'IN_TESTING', label: 'Testimisel' },
  { id: 10, value: 'TEST_UNCONFIRMED', label: 'Test kinnitamata' },
  { id: 4, value: 'TEST_FAILED', label: 'Test ebaõnnestunud' },
];
const records = benchRows(count).map((row, index) => {
  const result = (index % 3) + 1;
  return {
    id: Number(row.id),
    ean: row.ean,
    ean_type: { id: 1, value: row.eanType, label: row.eanType },
    name: row.name,
    client: { id: (index % 5) + 1, name: row.client, label: row.client, value: (index % 5) + 1 },
    color: { id: 1, value: row.colour, label: row.colour },
    category: { id: 1, value: row.category, label: row.category, description: row.category },
    type: { id: 1, value: row.type, label: row.type },
    volume: row.volume,
    weight: row.weight,
    status: STATUSES[index % 3],
    created_at: row.created,
    tested_at: row.created,
    debt: index % 7 === 0 ? 12.5 : 0,
    skip_migration: index % 11 === 0,
    unsubmitted_sales_reports: index % 13 === 0 ? 2 : 0,
    last_test: {
      value: result,
      label: ['OK', 'NOK', 'N/A'][result - 1],
      status: 'UNCONFIRMED',
      has_comment: index % 4 === 0,
      has_standard_comments: index % 5 === 0,
    },
  };
});
const body = JSON.stringify(records);

const realFetch = window.fetch.bind(window);
window.fetch = (input, init) => {
  const url = String(input instanceof Request ? input.url : input);
  if (url.includes('administrator/packages-in-test/'))
    return Promise.resolve(new Response(body, { headers: { 'Content-Type': 'application/json' } }));
  if (url.includes('package/statuses'))
    return Promise.resolve(new Response('[]', { headers: { 'Content-Type': 'application/json' } }));
  return realFetch(input, init);
};

const i18n = createEppI18n({ language: 'et' });
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
const apiClient = createApiClient({ baseUrl: '/api/v1/' });
(window as unknown as { __rows: typeof records }).__rows = records;

const host = document.getElementById('root');
if (!host) throw new Error('#root is missing');
createRoot(host).render(
  <I18nextProvider i18n={i18n}>
    <UiProvider language="et">
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={apiClient}>
          <MemoryRouter initialEntries={['/registry/testing?size=all']}>
            <RegistryTestingScreen />
          </MemoryRouter>
        </ApiClientProvider>
      </QueryClientProvider>
    </UiProvider>
  </I18nextProvider>,
);
