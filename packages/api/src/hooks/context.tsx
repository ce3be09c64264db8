import { createContext, type ReactNode, useContext } from 'react';
import type { ApiClient } from '../client/create-client';

const ApiClientContext = createContext<ApiClient | null>(null);

/** Makes the client available to the hooks; put it inside TanStack Query's QueryClientProvider. */
export function ApiClientProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext value={client}>{children}</ApiClientContext>;
}

/** The client of the nearest ApiClientProvider. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient needs an <ApiClientProvider client={createApiClient(...)}> above it');
  return client;
}
