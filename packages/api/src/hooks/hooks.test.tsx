// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../client/create-client';
import { createSessionStore } from '../client/session';
import { mswPath } from '../endpoints/define';
import { type EndpointName, endpoints } from '../endpoints/index';
import * as hooks from './index';
import { EVERYTHING, invalidations } from './invalidations';

const base = 'http://api.test/api/v1/';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function wrapper() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const client = createApiClient({ baseUrl: base, session: createSessionStore() });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <hooks.ApiClientProvider client={client}>{children}</hooks.ApiClientProvider>
    </QueryClientProvider>
  );
}

const report = (status: string) => ({
  id: 7,
  period: '2025-03',
  status: { value: status, label: status },
  submitted_at: null,
  is_repair: false,
  is_vat_free: false,
  original_report: null,
  repair_report: null,
  invoices: [],
});

describe('query and mutation hooks', () => {
  it('read an endpoint and refresh the list after the report is submitted', async () => {
    let status = 'UNSUBMITTED';
    let listCalls = 0;
    server.use(
      http.get(mswPath(endpoints.salesReports, base), () => {
        listCalls += 1;
        return HttpResponse.json([report(status)]);
      }),
      http.put(mswPath(endpoints.submitSalesReport, base), () => {
        status = 'SUBMITTED';
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { result } = renderHook(() => ({ list: hooks.useSalesReports(), submit: hooks.useSubmitSalesReport() }), {
      wrapper: wrapper(),
    });
    await waitFor(() => expect(result.current.list.data?.[0]?.status.value).toBe('UNSUBMITTED'));
    await act(() => result.current.submit.mutateAsync({ body: { is_repair: false, sales_report_id: 7 } }));
    await waitFor(() => expect(result.current.list.data?.[0]?.status.value).toBe('SUBMITTED'));
    expect(listCalls).toBe(2);
  });

  it('drop the previous company’s answers on a role switch instead of showing them while the new ones load', async () => {
    let company = 'A';
    let releaseB: () => void = () => {};
    const companyB = new Promise<void>((resolve) => {
      releaseB = resolve;
    });
    server.use(
      http.get(mswPath(endpoints.salesReports, base), async () => {
        const answering = company;
        if (answering === 'B') await companyB;
        return HttpResponse.json([{ ...report('UNSUBMITTED'), period: answering === 'A' ? '2025-01' : '2025-02' }]);
      }),
      http.put(mswPath(endpoints.setActiveClient, base), () => {
        company = 'B';
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { result } = renderHook(() => ({ list: hooks.useSalesReports(), pick: hooks.useSetActiveClient() }), {
      wrapper: wrapper(),
    });
    await waitFor(() => expect(result.current.list.data?.[0]?.period).toBe('2025-01'));
    const switching = act(() => result.current.pick.mutateAsync({ body: { client: 2 } }));
    // While company B's list is on its way, company A's is no longer there to be read or acted on.
    await waitFor(() => expect(company).toBe('B'));
    await waitFor(() => expect(result.current.list.isPending).toBe(true));
    expect(result.current.list.data).toBeUndefined();
    releaseB();
    await switching;
    await waitFor(() => expect(result.current.list.data?.[0]?.period).toBe('2025-02'));
  });

  it('surface a contract mismatch as the query error', async () => {
    server.use(http.get(mswPath(endpoints.notifications, base), () => HttpResponse.json([{ id: 'x' }])));
    const { result } = renderHook(() => hooks.useNotifications(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ key: 'errors.invalidResponse', params: { field: '0.id' } });
  });
});

describe('the hook set', () => {
  const manual = new Set<EndpointName>(['login', 'logout', 'passwordResetToken', 'loginStatus', 'signStatus']);

  it('has a named hook for every call of the table', () => {
    const missing = (Object.keys(endpoints) as EndpointName[])
      .filter((name) => !manual.has(name))
      .map((name) => `use${name[0]?.toUpperCase()}${name.slice(1)}`)
      .filter((hook) => !(hook in hooks));
    expect(missing).toEqual([]);
  });

  it('names only real queries in the invalidations, for mutations only', () => {
    for (const [mutation, stale] of Object.entries(invalidations)) {
      expect(endpoints[mutation as EndpointName].kind, mutation).toBe('mutation');
      for (const target of stale) {
        if (target !== EVERYTHING)
          expect(endpoints[target as EndpointName].kind, `${mutation} → ${target}`).toBe('query');
      }
    }
  });
});
