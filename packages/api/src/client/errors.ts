import { type ErrorListEntry, errorListEntries, extractErrorText } from '@epp/core';

/**
 * The i18n keys of the messages the client itself produces. @epp/api knows no texts: the UI translates
 * `t(error.key, error.params)`; the texts live in @epp/i18n under `errors`.
 */
export const apiMessageKeys = {
  /** "Ootamatu viga serverile päringut tehes." — 401 or no status; the session has been cleared. */
  unexpected: 'errors.unexpected',
  /** "Tundmatu viga!" — the server said nothing we can show. */
  unknown: 'errors.unknown',
  /** The server's own text, passed as `{{reason}}`. */
  server: 'errors.server',
  /** The answer did not match the contract: `{{endpoint}}`, `{{field}}`. */
  invalidResponse: 'errors.invalidResponse',
  /** What we were about to send did not match the contract: `{{endpoint}}`, `{{field}}`. */
  invalidRequest: 'errors.invalidRequest',
  /** "Server ei vastanud õigeks ajaks. Proovi uuesti." — the call passed the client's deadline. */
  timeout: 'errors.timeout',
} as const;
export type ApiMessageKey = (typeof apiMessageKeys)[keyof typeof apiMessageKeys];

/**
 * - `unauthorized`: HTTP 401; `network`: no status (the server was not reached). Both end the session.
 * - `http`: any other failed status. `invalid-response` / `invalid-request`: a contract mismatch.
 * - `timeout`: no answer within the client's deadline. The session stays: a slow server is not a logged-out
 *   user, and the page offers a retry.
 */
export type ApiErrorKind = 'unauthorized' | 'network' | 'http' | 'invalid-response' | 'invalid-request' | 'timeout';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** `'GET sales-reports/'`. */
  endpoint: string;
  status?: number;
  body?: unknown;
  /** For contract mismatches: the path of the offending field, e.g. `'lines.0.quantity'`. */
  field?: string;
  /** The transport's own message, for network errors. */
  cause?: unknown;
}

/** A failed call, with the i18n key and parameters of the message to show. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly endpoint: string;
  readonly status: number | undefined;
  readonly body: unknown;
  readonly field: string | undefined;
  /** The server's error text per spec §8, when it sent one. */
  readonly reason: string | undefined;
  /** The entries of the answer's `errors` array (per-row import errors: code and EAN). */
  readonly entries: ErrorListEntry[];
  readonly key: ApiMessageKey;
  readonly params: Readonly<Record<string, string>>;

  constructor(init: ApiErrorInit) {
    const transportMessage = init.cause instanceof Error ? init.cause.message : undefined;
    const text = init.kind === 'http' ? extractErrorText(init.body) : undefined;
    const reason = text?.kind === 'text' ? text.text : undefined;
    const { key, params } = messageOf(init, reason);
    super(`${init.endpoint}: ${reason ?? init.field ?? transportMessage ?? init.kind}`, { cause: init.cause });
    this.kind = init.kind;
    this.endpoint = init.endpoint;
    this.status = init.status;
    this.body = init.body;
    this.field = init.field;
    this.reason = reason;
    this.entries = init.kind === 'http' ? errorListEntries(init.body) : [];
    this.key = key;
    this.params = params;
  }

  /** A 401 or an error with no status: the session is over. */
  get endsSession(): boolean {
    return this.kind === 'unauthorized' || this.kind === 'network';
  }
}

function messageOf(
  init: ApiErrorInit,
  reason: string | undefined,
): { key: ApiMessageKey; params: Record<string, string> } {
  switch (init.kind) {
    case 'unauthorized':
    case 'network':
      return { key: apiMessageKeys.unexpected, params: {} };
    case 'timeout':
      return { key: apiMessageKeys.timeout, params: {} };
    case 'invalid-response':
      return { key: apiMessageKeys.invalidResponse, params: { endpoint: init.endpoint, field: init.field ?? '' } };
    case 'invalid-request':
      return { key: apiMessageKeys.invalidRequest, params: { endpoint: init.endpoint, field: init.field ?? '' } };
    case 'http':
      return reason === undefined
        ? { key: apiMessageKeys.unknown, params: {} }
        : { key: apiMessageKeys.server, params: { reason } };
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server answered 404: the record does not exist (or is not the user's to see). */
export function isNotFoundError(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/** A message the UI can translate: `t(message.key, message.params)`. */
export interface TranslatableMessage {
  key: string;
  params: Readonly<Record<string, string>>;
}

/** The message of any thrown value: its own for API and polling errors, "Tundmatu viga!" otherwise. */
export function errorMessage(error: unknown): TranslatableMessage {
  if (
    typeof error === 'object' &&
    error !== null &&
    'key' in error &&
    typeof error.key === 'string' &&
    'params' in error &&
    typeof error.params === 'object' &&
    error.params !== null
  ) {
    return { key: error.key, params: error.params as Record<string, string> };
  }
  return { key: apiMessageKeys.unknown, params: {} };
}

/** The dotted path of a zod issue, `'(root)'` for the value itself. */
export function issuePath(path: readonly PropertyKey[]): string {
  return path.length === 0 ? '(root)' : path.map(String).join('.');
}
