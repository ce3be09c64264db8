import { statusCodes } from '../schemas/status-codes';

/** The spec's status poll interval (§9): 1 second. */
export const POLL_INTERVAL_MS = 1000;
/**
 * How long a login or signature may wait for the user before we give up. The spec names no limit; a
 * Mobile-ID or Smart-ID request expires on the phone after about two minutes, so we wait a little longer.
 */
export const POLL_TIME_LIMIT_MS = 150_000;

/** The i18n keys shown when a flow ends without success. */
export interface PollMessages {
  /** The user refused or cancelled on the device (code `canceled`). */
  canceled: string;
  /** Any other code: the flow failed. */
  failed: string;
  /** The time limit passed while still `waiting`. */
  timeout: string;
}

export const loginPollMessages: PollMessages = {
  canceled: 'errors.login.userRefused',
  failed: 'errors.login.retry',
  timeout: 'errors.login.retry',
};

export const signPollMessages = {
  mobileId: {
    canceled: 'errors.signing.mobileId',
    failed: 'errors.signing.mobileId',
    timeout: 'errors.signing.mobileId',
  },
  smartId: { canceled: 'errors.signing.smartId', failed: 'errors.signing.smartId', timeout: 'errors.signing.smartId' },
  idCard: { canceled: 'errors.signing.failed', failed: 'errors.signing.failed', timeout: 'errors.signing.failed' },
} as const satisfies Record<string, PollMessages>;

export type PollOutcome = 'canceled' | 'failed' | 'timeout';

/** A poll that ended without `ok`; `key` is the message to show, `last` the last status answer. */
export class PollingError<T = unknown> extends Error {
  override readonly name = 'PollingError';
  readonly params: Readonly<Record<string, string>> = {};
  constructor(
    readonly outcome: PollOutcome,
    readonly key: string,
    readonly last: T | undefined,
  ) {
    super(`Status polling ended: ${outcome}`);
  }
}

export interface PollOptions<T extends { code: string }> {
  /** Asks for the status once; gets the signal so an abort also cancels the request in flight. */
  check: (signal: AbortSignal) => Promise<T>;
  messages: PollMessages;
  /** Stops the polling: the promise rejects with the signal's reason. */
  signal?: AbortSignal;
  intervalMs?: number;
  timeLimitMs?: number;
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The polling was aborted', 'AbortError');
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(abortError(signal));
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError(signal));
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Polls a login or signing status (spec §4): first after one interval, again while the code is
 * `waiting`; resolves with the answer on `ok`; rejects with a PollingError on `canceled`, on any other
 * code and when the time limit passes; rejects with the abort reason when the signal aborts. Errors of
 * the status call itself (ApiError) pass through.
 */
export async function pollStatus<T extends { code: string }>({
  check,
  messages,
  signal = new AbortController().signal,
  intervalMs = POLL_INTERVAL_MS,
  timeLimitMs = POLL_TIME_LIMIT_MS,
}: PollOptions<T>): Promise<T> {
  const deadline = Date.now() + timeLimitMs;
  let last: T | undefined;
  for (;;) {
    if (Date.now() + intervalMs > deadline) throw new PollingError('timeout', messages.timeout, last);
    await wait(intervalMs, signal);
    last = await check(signal);
    if (signal.aborted) throw abortError(signal);
    if (last.code === statusCodes.ok) return last;
    if (last.code === statusCodes.canceled) throw new PollingError('canceled', messages.canceled, last);
    if (last.code !== statusCodes.waiting) throw new PollingError('failed', messages.failed, last);
  }
}
