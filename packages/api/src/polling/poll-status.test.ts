import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginPollMessages, POLL_INTERVAL_MS, PollingError, pollStatus } from './poll-status';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A status call that answers the given codes one after another (the last one repeats). */
function answering(...codes: string[]) {
  let call = 0;
  return vi.fn(async () => ({ code: codes[Math.min(call++, codes.length - 1)] ?? 'waiting' }));
}

async function settle<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  return promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
}

describe('pollStatus', () => {
  it('asks after one second, again while waiting, and resolves on ok', async () => {
    const check = answering('waiting', 'waiting', 'ok');
    const result = settle(pollStatus({ check, messages: loginPollMessages }));
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 1);
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2 * POLL_INTERVAL_MS);
    expect(await result).toEqual({ value: { code: 'ok' } });
    expect(check).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(5 * POLL_INTERVAL_MS);
    expect(check).toHaveBeenCalledTimes(3); // stopped
  });

  it.each([
    ['canceled', 'canceled', 'errors.login.userRefused'],
    ['error', 'failed', 'errors.login.retry'],
    ['failed', 'failed', 'errors.login.retry'],
  ])('stops on %s with the outcome %s and its message', async (code, outcome, key) => {
    const check = answering('waiting', code);
    const result = settle(pollStatus({ check, messages: loginPollMessages }));
    await vi.advanceTimersByTimeAsync(10 * POLL_INTERVAL_MS);
    const { error } = await result;
    expect(error).toBeInstanceOf(PollingError);
    expect(error).toMatchObject({ outcome, key, last: { code } });
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('stops at once when aborted between polls, rejecting with the abort reason', async () => {
    const check = answering('waiting');
    const controller = new AbortController();
    const result = settle(pollStatus({ check, messages: loginPollMessages, signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(2 * POLL_INTERVAL_MS);
    controller.abort(new DOMException('closed', 'AbortError'));
    const { error } = await result;
    expect(error).toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(10 * POLL_INTERVAL_MS);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('does not start when the signal is already aborted', async () => {
    const check = answering('ok');
    const controller = new AbortController();
    controller.abort();
    const { error } = await settle(pollStatus({ check, messages: loginPollMessages, signal: controller.signal }));
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(check).not.toHaveBeenCalled();
  });

  it('passes the signal to the status call, so a request in flight is cancelled too', async () => {
    const signals: AbortSignal[] = [];
    const controller = new AbortController();
    const check = vi.fn(async (signal: AbortSignal) => {
      signals.push(signal);
      return { code: 'waiting' };
    });
    const result = settle(pollStatus({ check, messages: loginPollMessages, signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    controller.abort();
    await result;
    expect(signals[0]?.aborted).toBe(true);
  });

  it('gives up with the timeout message when the time limit passes while waiting', async () => {
    const check = answering('waiting');
    const result = settle(pollStatus({ check, messages: loginPollMessages, timeLimitMs: 5 * POLL_INTERVAL_MS }));
    await vi.advanceTimersByTimeAsync(20 * POLL_INTERVAL_MS);
    const { error } = await result;
    expect(error).toMatchObject({ outcome: 'timeout', key: 'errors.login.retry' });
    expect(check).toHaveBeenCalledTimes(5);
  });

  it('lets an error of the status call itself through', async () => {
    const failure = new Error('network');
    const check = vi.fn(async () => {
      throw failure;
    });
    const result = settle(pollStatus({ check, messages: loginPollMessages }));
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect((await result).error).toBe(failure);
    expect(check).toHaveBeenCalledTimes(1);
  });
});
