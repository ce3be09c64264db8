import { useCallback, useRef, useState } from 'react';

export interface SubmitOnce<A extends unknown[], R> {
  /** Runs the action unless a run is still under way; a second press meanwhile is ignored (undefined). */
  run: (...args: A) => Promise<R | undefined>;
  /** True while a run is under way: disable the button, show progress. */
  isPending: boolean;
}

/**
 * One guard against double submits and double exports. The ref answers at once (a second click in the
 * same frame sees it before React re-renders); the state drives the disabled button and the spinner.
 * An action that answers at once (no promise) shows no pending state; a failing action rejects as usual, and
 * the guard is released either way.
 */
export function useSubmitOnce<A extends unknown[], R>(action: (...args: A) => R | Promise<R>): SubmitOnce<A, R> {
  const running = useRef(false);
  const latest = useRef(action);
  latest.current = action;
  const [isPending, setPending] = useState(false);
  const run = useCallback(async (...args: A): Promise<R | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    let result: R | Promise<R>;
    try {
      result = latest.current(...args);
    } catch (error) {
      running.current = false;
      throw error;
    }
    if (!(result instanceof Promise)) {
      running.current = false;
      return result;
    }
    setPending(true);
    try {
      return await result;
    } finally {
      running.current = false;
      setPending(false);
    }
  }, []);
  return { run, isPending };
}
