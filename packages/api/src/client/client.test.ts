import { SESSION_TTL_MS } from '@epp/core';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mswPath } from '../endpoints/define';
import { endpoints } from '../endpoints/index';
import { createApiClient } from './create-client';
import { ApiError } from './errors';
import { createSessionStore } from './session';

const base = 'http://api.test/api/v1/';
const at = (name: keyof typeof endpoints) => mswPath(endpoints[name], base);
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setUp({ token = 'key-1' as string | null } = {}) {
  const session = createSessionStore({ storage: memory() });
  if (token) session.start(token, { loginMethod: 'email', cert: null });
  const onSessionEnd = vi.fn();
  const saveFile = vi.fn();
  const client = createApiClient({ baseUrl: base, language: () => 'en', session, onSessionEnd, saveFile });
  return { client, session, onSessionEnd, saveFile };
}

function memory() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const salesReport = {
  id: 7,
  period: '2025-03',
  status: { value: 'SUBMITTED', label: 'Esitatud' },
  submitted_at: '2025-04-02T10:00:00Z',
  is_repair: false,
  is_vat_free: false,
  original_report: null,
  repair_report: null,
  invoices: [{ name: 'A-123', url: 'https://x/a.pdf' }],
};

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('requests', () => {
  it('sends the language, the token, the filled path and the query', async () => {
    let seen: Request | undefined;
    server.use(
      http.get(at('salesSummary'), ({ request }) => {
        seen = request;
        return HttpResponse.json([]);
      }),
    );
    const { client } = setUp();
    await client.call('salesSummary', { query: { fromDate: '2025-01', toDate: '2025-06', showName: true } });
    expect(seen?.headers.get('Accept-Language')).toBe('en');
    expect(seen?.headers.get('Authorization')).toBe('Token key-1');
    expect(new URL(seen?.url ?? '').search).toBe('?fromDate=2025-01&toDate=2025-06&showName=true');
  });

  it('sends no token header without a session', async () => {
    let authorization: string | null = 'unset';
    server.use(
      http.post(at('login'), ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ key: 'new' });
      }),
    );
    const { client } = setUp({ token: null });
    await expect(client.call('login', { body: { email: 'a@b.ee', password: 'x' } })).resolves.toEqual({ key: 'new' });
    expect(authorization).toBeNull();
  });

  it('sends JSON bodies and multipart uploads with the file name', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(at('changeSalesLine'), async ({ request, params }) => {
        bodies.push({ params, json: await request.json() });
        return HttpResponse.json({
          id: 1,
          EAN: '4740001',
          name: 'Vesi',
          package_type: 'PET',
          volume: 50,
          deposit: '0.10',
          quantity: 5,
          deposit_total: '0.50',
          process_fee: '0.20',
          process_fee_base: '0.04',
          process_fee_type: 'PET',
          extra_fee: 0,
        });
      }),
      http.put(at('importSalesReport'), async ({ request }) => {
        const form = await request.formData();
        const file = form.get('file');
        bodies.push({ name: form.get('name'), fileName: file instanceof File ? file.name : null });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { client } = setUp();
    const line = await client.call('changeSalesLine', { params: { reportId: 12 }, body: { package: 3, quantity: 5 } });
    expect(line.deposit).toBe(0.1); // decimal strings arrive as numbers
    await client.call('importSalesReport', {
      params: { id: 12 },
      body: { file: new Blob(['xlsx']), name: 'aruanne.xlsx' },
    });
    expect(bodies).toEqual([
      { params: { reportId: '12' }, json: { package: 3, quantity: 5 } },
      { name: 'aruanne.xlsx', fileName: 'aruanne.xlsx' },
    ]);
  });

  it('refuses a body that breaks the contract before sending it', async () => {
    const { client } = setUp();
    const error = await failure(
      client.call('changeRpetLine', { params: { id: 1, lineId: 2 }, body: { recycled_percentage: 101 } }),
    );
    expect(error.kind).toBe('invalid-request');
    expect(error.params).toEqual({
      endpoint: 'PUT rpet-reports/{id}/lines/{lineId}/',
      field: 'body.recycled_percentage',
    });
  });
});

describe('answers', () => {
  it('returns the parsed answer', async () => {
    server.use(http.get(at('salesReports'), () => HttpResponse.json([salesReport])));
    const { client } = setUp();
    await expect(client.call('salesReports')).resolves.toEqual([salesReport]);
  });

  it('reports an answer that breaks the contract with the endpoint and the field', async () => {
    server.use(
      http.get(at('salesReports'), () =>
        HttpResponse.json([{ ...salesReport, status: { value: 'LOST', label: '?' } }]),
      ),
    );
    const { client, onSessionEnd } = setUp();
    const error = await failure(client.call('salesReports'));
    expect(error.kind).toBe('invalid-response');
    expect(error.key).toBe('errors.invalidResponse');
    expect(error.params).toEqual({ endpoint: 'GET sales-reports/', field: '0.status.value' });
    expect(error.message).toContain('GET sales-reports/');
    expect(onSessionEnd).not.toHaveBeenCalled();
  });

  describe('a payment answer', () => {
    const body = {
      amount: 12.5,
      client_id: 1,
      customer_url: 'https://portal.example/invoices',
      order_reference: 'EPP-1',
    };
    const answering = (url: string) => server.use(http.post(at('startPayment'), () => HttpResponse.json({ url })));

    it('is followed only to the payment provider’s hosts over https', async () => {
      answering('https://pay.every-pay.eu/lp/abc');
      const { client } = setUp();
      await expect(client.call('startPayment', { body })).resolves.toEqual({ url: 'https://pay.every-pay.eu/lp/abc' });
    });

    it.each([
      'https://evil.example/lp',
      'https://pay.every-pay.eu.evil.example/lp',
      'https://pay.every-pay.eu@evil.example/lp',
      'http://pay.every-pay.eu/lp',
    ])('refuses %s as a contract mismatch on url', async (url) => {
      answering(url);
      const { client, onSessionEnd } = setUp();
      const error = await failure(client.call('startPayment', { body }));
      expect(error.kind).toBe('invalid-response');
      expect(error.params).toEqual({ endpoint: 'POST everypay/payment/', field: 'url' });
      expect(onSessionEnd).not.toHaveBeenCalled();
    });

    it('goes to the hosts the client is given instead', async () => {
      answering('https://pay.every-pay.eu/lp');
      const client = createApiClient({ baseUrl: base, paymentPages: { hosts: ['pay.bank.example'] } });
      await expect(failure(client.call('startPayment', { body }))).resolves.toMatchObject({ field: 'url' });
    });
  });

  it('returns the status with the data where the status carries meaning', async () => {
    server.use(http.post(at('addUser'), () => HttpResponse.json({ code: 'X1', email: 'a@b.ee' }, { status: 226 })));
    const { client } = setUp();
    const answer = await client.call('addUser', {
      body: {
        is_client_admin: false,
        first_name: 'Mari',
        last_name: 'Maasikas',
        personal_code: '49001010000',
        phone: '+3725000000',
        email: 'mari@firma.ee',
        profession: 'Juht',
      },
    });
    expect(answer).toEqual({ status: 226, data: { code: 'X1', email: 'a@b.ee' } });
  });

  it('carries the server text of a failed call per spec §8', async () => {
    server.use(
      http.put(at('importRpetReport'), () =>
        HttpResponse.json({ errors: [{ code: 'INVALID_EAN', ean: '4740001' }, { code: 'EMPTY' }] }, { status: 400 }),
      ),
    );
    const { client, onSessionEnd } = setUp();
    const error = await failure(
      client.call('importRpetReport', { params: { id: 3 }, body: { file: new Blob(['x']), name: 'r.xlsx' } }),
    );
    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      key: 'errors.server',
      params: { reason: 'INVALID_EAN EMPTY' },
    });
    expect(error.entries).toEqual([
      { code: 'INVALID_EAN', ean: '4740001' },
      { code: 'EMPTY', ean: null },
    ]);
    expect(onSessionEnd).not.toHaveBeenCalled();
  });

  it('falls back to "Tundmatu viga!" when the server says nothing', async () => {
    server.use(http.get(at('invoices'), () => new HttpResponse(null, { status: 500 })));
    const error = await failure(setUp().client.call('invoices'));
    expect(error).toMatchObject({ kind: 'http', status: 500, key: 'errors.unknown' });
  });
});

describe('what a failure shows', () => {
  it.each([
    ['a proxy’s HTML page', '<html><body><h1>502 Bad Gateway</h1></body></html>', 'text/html'],
    ['a gateway’s plain text', 'upstream connect error or disconnect/reset before headers', 'text/plain'],
  ])('never shows %s as the error’s text, only the spec’s generic one', async (_, page, type) => {
    server.use(
      http.get(at('invoices'), () => new HttpResponse(page, { status: 502, headers: { 'Content-Type': type } })),
    );
    const error = await failure(setUp().client.call('invoices'));
    expect(error).toMatchObject({ kind: 'http', status: 502, key: 'errors.unknown', reason: undefined });
    expect(error.message).not.toContain('Bad Gateway');
  });

  it('shows the API’s own text when its error is JSON, a bare string included', async () => {
    server.use(http.get(at('invoices'), () => HttpResponse.json('Arve ei ole kättesaadav', { status: 409 })));
    const error = await failure(setUp().client.call('invoices'));
    expect(error).toMatchObject({ key: 'errors.server', params: { reason: 'Arve ei ole kättesaadav' } });
  });
});

describe('a call that hangs', () => {
  function hangingClient(timeoutMs: number | null) {
    const session = createSessionStore({ storage: memory() });
    session.start('key-1', { loginMethod: 'email', cert: null });
    const onSessionEnd = vi.fn();
    return { client: createApiClient({ baseUrl: base, session, onSessionEnd, timeoutMs }), session, onSessionEnd };
  }

  it('fails at the deadline with the timeout error and keeps the session', async () => {
    server.use(http.get(at('currentUser'), () => new Promise<Response>(() => {})));
    const { client, session, onSessionEnd } = hangingClient(40);
    const error = await failure(client.call('currentUser'));
    expect(error).toMatchObject({ kind: 'timeout', key: 'errors.timeout', status: undefined, endsSession: false });
    expect(session.getToken()).toBe('key-1');
    expect(onSessionEnd).not.toHaveBeenCalled();
  });

  it('fails at the deadline when the answer starts but its body never ends', async () => {
    // As fetch does: the request's signal also cuts the body's stream.
    const fetchWithEndlessBody: typeof fetch = async (_, init) =>
      new Response(
        new ReadableStream({
          start(stream) {
            stream.enqueue(new TextEncoder().encode('{'));
            init?.signal?.addEventListener('abort', () => stream.error(init.signal?.reason));
          },
        }),
      );
    const session = createSessionStore({ storage: memory() });
    const client = createApiClient({ baseUrl: base, session, timeoutMs: 40, fetch: fetchWithEndlessBody });
    const error = await failure(client.call('currentUser'));
    expect(error).toMatchObject({ kind: 'timeout', key: 'errors.timeout' });
  });

  it('answers normally within the deadline', async () => {
    server.use(http.get(at('salesSummary'), () => HttpResponse.json([])));
    await expect(
      hangingClient(5_000).client.call('salesSummary', { query: { fromDate: '2025-01', toDate: '2025-06' } }),
    ).resolves.toEqual([]);
    await expect(
      hangingClient(null).client.call('salesSummary', { query: { fromDate: '2025-01', toDate: '2025-06' } }),
    ).resolves.toEqual([]);
  });

  it('lets the caller’s own abort through as an abort, not a timeout', async () => {
    server.use(http.get(at('currentUser'), () => new Promise<Response>(() => {})));
    const controller = new AbortController();
    const pending = hangingClient(5_000).client.call('currentUser', {}, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('the end of a session', () => {
  it('clears the session once for many 401s and surfaces the unexpected-error key', async () => {
    server.use(http.get(`${base}*`, () => HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 })));
    const { client, session, onSessionEnd } = setUp();
    const errors = await Promise.all([
      failure(client.call('currentUser')),
      failure(client.call('notifications')),
      failure(client.call('invoices')),
    ]);
    expect(errors.map((error) => [error.kind, error.key])).toEqual([
      ['unauthorized', 'errors.unexpected'],
      ['unauthorized', 'errors.unexpected'],
      ['unauthorized', 'errors.unexpected'],
    ]);
    expect(session.getToken()).toBeNull();
    expect(onSessionEnd).toHaveBeenCalledTimes(1);

    session.start('key-2', { loginMethod: 'email', cert: null }); // a new login re-arms it
    await failure(client.call('currentUser'));
    expect(onSessionEnd).toHaveBeenCalledTimes(2);
  });

  it('tells the server when the stored session expires, with the expired token, once', async () => {
    const loggedOut: (string | null)[] = [];
    let userAuthorization: string | null = 'unset';
    server.use(
      http.post(at('logout'), ({ request }) => {
        loggedOut.push(request.headers.get('Authorization'));
        return new HttpResponse(null, { status: 204 });
      }),
      http.get(at('notifications'), ({ request }) => {
        userAuthorization = request.headers.get('Authorization');
        return HttpResponse.json([]);
      }),
    );
    let now = 0;
    const session = createSessionStore({ storage: memory(), now: () => now });
    session.start('key-old', { loginMethod: 'email', cert: null });
    const client = createApiClient({ baseUrl: base, session });
    now = SESSION_TTL_MS;
    await client.call('notifications');
    expect(userAuthorization).toBeNull();
    await vi.waitFor(() => expect(loggedOut).toEqual(['Token key-old']));
    await client.call('notifications');
    expect(loggedOut).toEqual(['Token key-old']);
  });

  it('does not call logout when the server ended the session itself (401)', async () => {
    const loggedOut = vi.fn();
    server.use(
      http.post(at('logout'), () => {
        loggedOut();
        return new HttpResponse(null, { status: 204 });
      }),
      http.get(at('currentUser'), () => HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 })),
    );
    const { client, session } = setUp();
    await failure(client.call('currentUser'));
    expect(session.getToken()).toBeNull();
    await client.call('logout').catch(() => undefined); // the one logout call here is this explicit one
    expect(loggedOut).toHaveBeenCalledTimes(1);
  });

  it('treats an error with no status like a 401', async () => {
    server.use(http.get(at('currentUser'), () => HttpResponse.error()));
    const { client, session, onSessionEnd } = setUp();
    const error = await failure(client.call('currentUser'));
    expect(error).toMatchObject({ kind: 'network', key: 'errors.unexpected', status: undefined });
    expect(session.getToken()).toBeNull();
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
  });

  it('does not end the session when a request fails because the page is being left', async () => {
    server.use(http.get(at('currentUser'), () => HttpResponse.error()));
    const session = createSessionStore({ storage: memory() });
    session.start('key-1', { loginMethod: 'email', cert: null });
    const onSessionEnd = vi.fn();
    const client = createApiClient({ baseUrl: base, session, onSessionEnd, isLeavingPage: () => true });
    await expect(client.call('currentUser')).rejects.toMatchObject({ kind: 'network' });
    expect(session.getToken()).toBe('key-1');
    expect(onSessionEnd).not.toHaveBeenCalled();
  });

  it('does not end the session when the caller aborts', async () => {
    server.use(http.get(at('currentUser'), () => new Promise<Response>(() => {})));
    const { client, session, onSessionEnd } = setUp();
    const controller = new AbortController();
    const pending = client.call('currentUser', {}, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(session.getToken()).toBe('key-1');
    expect(onSessionEnd).not.toHaveBeenCalled();
  });
});

describe('downloads', () => {
  it('saves a base64 answer under the name the server gives', async () => {
    server.use(
      http.get(at('exportReturnReport'), () => HttpResponse.json({ filename: 'tagastus.xlsx', base64: btoa('hello') })),
    );
    const { client, saveFile } = setUp();
    await expect(client.download('exportReturnReport', { params: { id: 4 } })).resolves.toEqual({
      fileName: 'tagastus.xlsx',
      size: 5,
    });
    const [blob, name] = saveFile.mock.calls[0] ?? [];
    expect(name).toBe('tagastus.xlsx');
    expect(await (blob as Blob).text()).toBe('hello');
  });

  it('uses the caller’s name when the answer has none', async () => {
    server.use(http.get(at('exportSalesSummary'), () => HttpResponse.json({ file_base64: btoa('xy') })));
    const { client, saveFile } = setUp();
    await client.download(
      'exportSalesSummary',
      { query: { fromDate: '2025-01', toDate: '2025-02' } },
      { fileName: 'Koondaruanne 2025-02-01.xlsx' },
    );
    expect(saveFile.mock.calls[0]?.[1]).toBe('Koondaruanne 2025-02-01.xlsx');
  });
});
