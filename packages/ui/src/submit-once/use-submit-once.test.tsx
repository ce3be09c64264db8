// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSubmitOnce } from './use-submit-once';

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useSubmitOnce', () => {
  it('runs an async action once however often it is called before it settles, pending meanwhile', async () => {
    const pending = deferred<string>();
    const action = vi.fn(() => pending.promise);
    const { result } = renderHook(() => useSubmitOnce(action));
    let first: Promise<string | undefined> = Promise.resolve(undefined);
    let second: Promise<string | undefined> = Promise.resolve(undefined);
    act(() => {
      // two calls in one tick: the second sees the guard before any render
      first = result.current.run();
      second = result.current.run();
    });
    expect(action).toHaveBeenCalledTimes(1);
    expect(result.current.isPending).toBe(true);
    await expect(second).resolves.toBeUndefined();
    await act(async () => pending.resolve('done'));
    await expect(first).resolves.toBe('done');
    expect(result.current.isPending).toBe(false);
    await act(() => result.current.run());
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('releases the guard when the action fails, rejecting as the action did', async () => {
    const action = vi.fn(() => Promise.reject(new Error('refused')));
    const { result } = renderHook(() => useSubmitOnce(action));
    await act(() => expect(result.current.run()).rejects.toThrow('refused'));
    expect(result.current.isPending).toBe(false);
    await act(() => expect(result.current.run()).rejects.toThrow('refused'));
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('answers an action that returns at once without a pending state, and releases a throwing one', async () => {
    let calls = 0;
    const { result } = renderHook(() =>
      useSubmitOnce(() => {
        calls += 1;
        if (calls === 2) throw new Error('at once');
        return calls;
      }),
    );
    await act(() => expect(result.current.run()).resolves.toBe(1));
    expect(result.current.isPending).toBe(false);
    await act(() => expect(result.current.run()).rejects.toThrow('at once'));
    await act(() => expect(result.current.run()).resolves.toBe(3));
  });
});
