// The providers a wired widget or a screen needs in a story: a fresh QueryClient (no retries, so an error
// state shows at once) and an @epp/api client on the fixture handlers MSW serves for the story.
import { ApiClientProvider, createApiClient } from '@epp/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';

export function ApiProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const [apiClient] = useState(() => createApiClient({ baseUrl: '/api/v1/' }));
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={apiClient}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
}
