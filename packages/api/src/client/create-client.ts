import type { AnyEndpoint } from '../endpoints/define';
import type { EndpointName, EndpointNameOfKind, Endpoints } from '../endpoints/index';
import { describeEndpoint } from '../endpoints/paths';
import type { Base64File } from '../schemas/files';
import { ApiError } from './errors';
import type { SavedFile, SaveFile } from './files';
import { DEFAULT_PAYMENT_PAGES, isPaymentPageUrl, type PaymentPages } from './payment-pages';
import { buildRequest } from './request';
import { parseAnswer, readBody } from './response';
import { createSessionStore, type SessionStore } from './session';
import type { CallArgs, CallOptions, EndpointOutput, OutputOf } from './types';

export interface ApiClientConfig {
  /** The versioned API base, e.g. `https://portal.example/api/v1/` (every path is relative to it). */
  baseUrl: string;
  /** The active interface language, sent as `Accept-Language`; `et` when omitted. */
  language?: () => string;
  /** Where the token lives; a 24-hour store over `localStorage` by default. */
  session?: SessionStore;
  /**
   * Called once when the session ends because of a 401 or an error with no status (not again until a
   * new token is stored): the host resets its state (query cache, active profile) and goes to login.
   */
  onSessionEnd?: () => void;
  /** The token header; `Authorization: Token <key>` (Django REST framework) by default. */
  authorizationHeader?: (token: string) => readonly [string, string];
  fetch?: typeof fetch;
  /** How downloads are saved; a link click in the browser by default. */
  saveFile?: SaveFile;
  /**
   * Whether the page is being left (a reload, a link to another site): the browser then cancels the requests
   * under way, and those failures must not end the session. Tracks `pagehide` / `pageshow` by default.
   */
  isLeavingPage?: () => boolean;
  /**
   * How long a call may take, answer body included, before it fails with the `timeout` error (30 s by default,
   * DEFAULT_TIMEOUT_MS). A hung call must not keep a submit guard locked until the page is reloaded. `null`: no
   * deadline (Storybook's Loading stories, which a designer looks at for longer than that).
   */
  timeoutMs?: number | null;
  /**
   * Where a payment answer may send the browser (payment-pages.ts): https on EveryPay's hosts by default. The
   * portal sets it from its build (VITE_PAYMENT_HOSTS; the demo adds its own payment page).
   */
  paymentPages?: PaymentPages;
}

/** Long enough for the slowest report export the spec names; a call still unanswered then has hung. */
export const DEFAULT_TIMEOUT_MS = 30_000;

export interface DownloadOptions extends CallOptions {
  /** Used when the answer carries no file name (e.g. the summary export's date-stamped name). */
  fileName?: string;
  mimeType?: string;
}

export interface ApiClient {
  readonly session: SessionStore;
  readonly baseUrl: string;
  /** Calls an entry of the table by name and returns its parsed answer. */
  call<N extends EndpointName>(name: N, ...args: CallArgs<Endpoints[N]>): Promise<EndpointOutput<N>>;
  /** Calls any entry (also one built outside the table with `endpoint()`). */
  request<E extends AnyEndpoint>(entry: E, ...args: CallArgs<E>): Promise<OutputOf<E>>;
  /** Calls a download entry and saves the base64 file it answers. */
  download<N extends EndpointNameOfKind<'download'>>(
    name: N,
    ...args: CallArgs<Endpoints[N], DownloadOptions>
  ): Promise<SavedFile>;
}

/**
 * The endpoint table (every call's schemas) loads with the first call by name, not with the client: a page
 * that calls nothing yet — the portal's login form before it is sent — does not carry the schemas of every
 * report and registry answer.
 */
let endpointTable: Promise<Endpoints> | undefined;
function loadEndpointTable(): Promise<Endpoints> {
  endpointTable ??= import('../endpoints/index').then((module) => module.endpoints);
  return endpointTable;
}

const defaultAuthorization = (token: string) => ['Authorization', `Token ${token}`] as const;

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** The browser's page lifecycle: between `pagehide` and a `pageshow` (back from the cache) the page is being left. */
function pageLifecycle(): () => boolean {
  let leaving = false;
  globalThis.addEventListener?.('pagehide', () => {
    leaving = true;
  });
  globalThis.addEventListener?.('pageshow', () => {
    leaving = false;
  });
  return () => leaving;
}

/** Lets a macrotask pass: a page that is being unloaded runs none, so what follows never happens there. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The typed client over the endpoint table. */
export function createApiClient(config: ApiClientConfig): ApiClient {
  const session = config.session ?? createSessionStore();
  const authorizationHeader = config.authorizationHeader ?? defaultAuthorization;
  const isLeavingPage = config.isLeavingPage ?? pageLifecycle();
  const paymentPages = config.paymentPages ?? DEFAULT_PAYMENT_PAGES;

  // Many calls fail together when a session ends; the host hears of it once. A new token re-arms it.
  let sessionEnded = false;
  session.subscribe((token, expiredToken) => {
    if (token !== null) sessionEnded = false;
    if (expiredToken) void tellServerSessionExpired(expiredToken).catch(() => undefined);
  });
  const endSession = () => {
    if (sessionEnded) return;
    sessionEnded = true;
    session.clear();
    config.onSessionEnd?.();
  };

  // The stored session expired in this tab: its token is logged out on the server too, so it cannot be reused
  // from anywhere (spec §9: a session lives 24 hours). Nobody waits for it; a failure changes nothing here.
  async function tellServerSessionExpired(expiredToken: string) {
    const { url, init } = buildRequest(
      (await loadEndpointTable()).logout,
      {},
      {
        baseUrl: config.baseUrl,
        language: 'et',
        authorization: authorizationHeader(expiredToken),
      },
    );
    await (config.fetch ?? globalThis.fetch)(url, init);
  }

  async function send(entry: AnyEndpoint, input: object = {}, options: CallOptions = {}): Promise<unknown> {
    const token = session.getToken();
    const { url, init } = buildRequest(entry, input, {
      baseUrl: config.baseUrl,
      language: config.language?.() ?? 'et',
      authorization: token === null ? undefined : authorizationHeader(token),
    });
    const doFetch = config.fetch ?? globalThis.fetch;
    const deadline =
      config.timeoutMs === null ? undefined : AbortSignal.timeout(config.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const signals = [options.signal, deadline].filter((part) => part !== undefined);
    const signal = signals.length > 1 ? AbortSignal.any(signals) : signals[0];
    // The deadline, not the caller, cut the call: the server was too slow. Not a session end (it may be busy),
    // an error the user can retry.
    const timedOut = (cause: unknown) => {
      if (!deadline?.aborted || options.signal?.aborted) return undefined;
      return new ApiError({ kind: 'timeout', endpoint: describeEndpoint(entry), cause });
    };

    let response: Response;
    try {
      response = await doFetch(url, { ...init, ...(signal ? { signal } : {}) });
    } catch (cause) {
      const timeout = timedOut(cause);
      if (timeout) throw timeout;
      if (isAbort(cause) || options.signal?.aborted) throw cause; // cancelled by the caller: not a failure
      // A reload or navigation cancels the requests under way before (or while) the page is hidden: that is
      // the user leaving, not the server failing, so the stored session must survive it for the next page.
      await nextTask();
      if (!isLeavingPage()) endSession();
      throw new ApiError({ kind: 'network', endpoint: describeEndpoint(entry), cause });
    }

    let body: unknown;
    try {
      body = await readBody(response);
    } catch (cause) {
      throw timedOut(cause) ?? cause;
    }
    if (response.status === 401) {
      endSession();
      throw new ApiError({ kind: 'unauthorized', endpoint: describeEndpoint(entry), status: 401, body });
    }
    if (!response.ok) {
      throw new ApiError({ kind: 'http', endpoint: describeEndpoint(entry), status: response.status, body });
    }
    const answer = parseAnswer(entry, response.status, body);
    if (entry.redirect === 'payment' && !isPaymentPageUrl((answer as { url: string }).url, paymentPages))
      throw new ApiError({
        kind: 'invalid-response',
        endpoint: describeEndpoint(entry),
        status: response.status,
        body,
        field: 'url',
      });
    return answer;
  }

  return {
    session,
    baseUrl: config.baseUrl,
    call: async (name, ...[input, options]) =>
      send((await loadEndpointTable())[name], input, options) as Promise<never>,
    request: (entry, ...[input, options]) => send(entry, input, options) as Promise<never>,
    async download(name, ...[input, options]) {
      // The file helpers load with the first download, not with a first page that downloads nothing (#17).
      const [file, { EXCEL_MIME_TYPE, saveBase64File, saveFileInBrowser }] = await Promise.all([
        send((await loadEndpointTable())[name], input, options) as Promise<Base64File>,
        import('./files'),
      ]);
      const save = config.saveFile ?? saveFileInBrowser;
      return saveBase64File(file, {
        ...(options?.fileName ? { fallbackName: options.fileName } : {}),
        mimeType: options?.mimeType ?? EXCEL_MIME_TYPE,
        save,
      });
    },
  };
}
