// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../client/create-client';
import { createSessionStore, memoryStorage } from '../client/session';
import { mswPath } from '../endpoints/define';
import { endpoints } from '../endpoints/index';
import { ApiClientProvider } from './context';
import { useLogin, useLoginFacts, useLogout, useStartSession } from './index';

// Every login records how the user logged in with the session (spec §5: Mobile-ID signing needs a Mobile-ID
// login and no certificate); the facts follow a new login and end with the session.

const base = 'http://api.test/api/v1/';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setUp() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const client = createApiClient({ baseUrl: base, session: createSessionStore({ storage: memoryStorage() }) });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
  return { client, queryClient, wrapper };
}

describe('the session remembers how the user logged in', () => {
  it('an e-mail login records "email"; a log out forgets it', async () => {
    server.use(
      http.post(mswPath(endpoints.login, base), () => HttpResponse.json({ key: 'k-email' })),
      http.post(mswPath(endpoints.logout, base), () => new HttpResponse(null, { status: 204 })),
    );
    const { client, wrapper } = setUp();
    const { result } = renderHook(() => ({ login: useLogin(), logout: useLogout(), facts: useLoginFacts() }), {
      wrapper,
    });
    expect(result.current.facts).toBeNull();
    await act(() => result.current.login.mutateAsync({ body: { email: 'a@b.ee', password: 'x' } }));
    await waitFor(() => expect(result.current.facts).toEqual({ loginMethod: 'email', cert: null }));
    expect(client.session.getToken()).toBe('k-email');
    await act(() => result.current.logout.mutateAsync());
    await waitFor(() => expect(result.current.facts).toBeNull());
  });

  it('useStartSession stores the facts it is given and clears what the previous user left in the cache', async () => {
    const { client, queryClient, wrapper } = setUp();
    queryClient.setQueryData(['left', 'behind'], 'old user');
    const { result } = renderHook(() => ({ start: useStartSession(), facts: useLoginFacts() }), { wrapper });
    act(() => result.current.start('k-mobile', { loginMethod: 'mobile_id', cert: null }));
    await waitFor(() => expect(result.current.facts).toEqual({ loginMethod: 'mobile_id', cert: null }));
    expect(queryClient.getQueryData(['left', 'behind'])).toBeUndefined();
    act(() => result.current.start('k-card', { loginMethod: 'id_card', cert: 'c0ffee' }));
    await waitFor(() => expect(result.current.facts).toEqual({ loginMethod: 'id_card', cert: 'c0ffee' }));
    expect(client.session.getToken()).toBe('k-card');
  });
});
