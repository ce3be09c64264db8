import { useEffect, useState } from 'react';

export type LoginSteps = typeof import('./login-steps');

let pending: Promise<LoginSteps> | undefined;

/** The login screens' later steps (login-steps.ts); the same promise for every caller, fetched again after a failure. */
export function loadLoginSteps(): Promise<LoginSteps> {
  pending ??= import('./login-steps');
  pending.catch(() => {
    pending = undefined;
  });
  return pending;
}

/**
 * The login screens' later steps, loaded after the first paint: null until they are in. A screen shows what
 * needs them (the control code, a failure) only after a login ran, which loads them first (loadLoginSteps).
 */
export function useLoginSteps(): LoginSteps | null {
  const [steps, setSteps] = useState<LoginSteps | null>(null);
  useEffect(() => {
    let mounted = true;
    loadLoginSteps().then(
      (loaded) => mounted && setSteps(loaded),
      () => undefined, // offline: the next press loads them again
    );
    return () => {
      mounted = false;
    };
  }, []);
  return steps;
}
