import { createApiClient } from '@epp/api';
import { handlersFor, scenarios } from '@epp/mocks';
import { EppProvider } from '@epp/widgets';
import { QueryClient } from '@tanstack/react-query';
import { setupWorker } from 'msw/browser';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { createHostI18n, pageTextAreas } from './i18n';

// ?lang=et or ?lang=en-US: the host's language code, as a browser would give it
const language = new URLSearchParams(window.location.search).get('lang') ?? 'et';

const worker = setupWorker(...handlersFor(scenarios.clientActiveContract));
await worker.start({ onUnhandledFrame: 'bypass', quiet: true });

const i18n = await createHostI18n(language);
// for the headless check: the areas this page asked for, and the host's own language switch
Object.assign(window, {
  eppTextAreas: pageTextAreas,
  switchLanguage: (code: string) => i18n.changeLanguage(code),
});
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
const apiClient = createApiClient({ baseUrl: '/api/v1/' });

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(
  <EppProvider i18n={i18n} apiClient={apiClient} queryClient={queryClient}>
    <App />
  </EppProvider>,
);
