import {
  INITIAL_SIGNING_STATE,
  type SigningState,
  type SignMethod,
  STATUS_POLL_INTERVAL_MS,
  signingTransition,
} from '@epp/core';
import { useSubmitOnce } from '@epp/ui';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { IdCardAdapter } from './id-card-adapter';

/** The steps after a method is chosen (signing-run.ts), one chunk shared by every flow. */
let signatureRun: Promise<typeof import('./signing-run')> | undefined;
const loadSignatureRun = () => {
  signatureRun ??= import('./signing-run');
  signatureRun.catch(() => {
    signatureRun = undefined; // a failed chunk is fetched again on the next submit
  });
  return signatureRun;
};

/** What the flow asks the server; the wired modals and the login screens give their own calls. */
export interface SigningSteps<V> {
  /**
   * Saves the user's own data before the contract is made from it (profile/user-data/), when the form changed
   * it; reject with the error text (nothing is signed then).
   */
  saveProfile?: (values: V, signal: AbortSignal) => Promise<void>;
  /** Saves the contract data first (create-contract, sign-contract); reject with the error text. */
  save?: (values: V, signal: AbortSignal) => Promise<'saved' | 'already-exists'>;
  /** Starts the signature: Mobile-ID / Smart-ID answer the control code; ID-card the hash to sign (base64). */
  prepare: (
    method: SignMethod,
    input: { values: V; cert: string | null },
    signal: AbortSignal,
  ) => Promise<{
    success?: boolean;
    code?: string;
    token?: string;
    control_code?: string | null;
    dtbs_hash?: string | null;
  }>;
  /** One status check. */
  status: (
    input: { method: SignMethod; token: string; signatureValue: string | null },
    signal: AbortSignal,
  ) => Promise<{ code: string }>;
}

export interface UseSigningFlowOptions<V> {
  steps: SigningSteps<V>;
  /** The UI language, for the ID-card language (et → EST, …). */
  language: string;
  /** The ID-card software; by default the browser's (window.hwcrypto). */
  idCard?: IdCardAdapter;
  /** The status poll interval; the spec's 1000 ms by default. */
  intervalMs?: number;
  /** How the save steps' errors read in "Lepingu koostamine ebaõnnestus: {error}" (and the profile's). */
  errorText?: (error: unknown) => string;
}

export interface SigningFlow<V> {
  state: SigningState;
  /** The user pressed Sign with the form's verdict; does nothing while a signature is under way. */
  submit: (input: { valid: boolean; method: SignMethod | null; values: V }) => void;
  /** Stops waiting (aborts the request in flight and the polling). */
  cancel: () => void;
  /** After a failure or a cancel: signs again with the same method and values (the save is not repeated). */
  retry: () => void;
  reset: () => void;
}

/** Settles when the work settles or the signal aborts, whichever is first. */
function untilAborted(work: Promise<void>, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    signal.addEventListener('abort', () => resolve(), { once: true });
    void work.finally(resolve);
  });
}

/**
 * Drives the signing state machine of @epp/core with the calls: save → prepare → (ID-card: the card signs)
 * → the control code → a status check every second until ok, canceled or a failure. Cancel and unmount
 * abort everything in flight; a submit while busy is ignored, so a signature never starts twice.
 */
export function useSigningFlow<V>({
  steps,
  language,
  idCard,
  intervalMs = STATUS_POLL_INTERVAL_MS,
  errorText = (error) => (error instanceof Error ? error.message : String(error)),
}: UseSigningFlowOptions<V>): SigningFlow<V> {
  const [state, dispatch] = useReducer(signingTransition, INITIAL_SIGNING_STATE);
  const controller = useRef<AbortController | null>(null);
  const saved = useRef(false);
  const last = useRef<{ method: SignMethod; values: V } | null>(null);
  const options = useRef({ steps, language, idCard, intervalMs, errorText });
  options.current = { steps, language, idCard, intervalMs, errorText };

  useEffect(() => () => controller.current?.abort(), []);

  // The steps themselves load after the first paint (an effect), or with the first submit if that comes first.
  useEffect(() => {
    void loadSignatureRun();
  }, []);
  const run = useCallback(async (method: SignMethod, values: V, signal: AbortSignal) => {
    const { runSignature } = await loadSignatureRun();
    if (!signal.aborted) await runSignature({ options: options.current, saved, dispatch }, method, values, signal);
  }, []);

  // One signature at a time. A cancelled run frees the guard when the abort comes, not when it ends: it may
  // still wait for a step that cannot be aborted (the ID-card software), and a retry must not wait for that.
  const signature = useSubmitOnce(async (method: SignMethod, values: V) => {
    const abort = new AbortController();
    controller.current = abort;
    last.current = { method, values };
    await untilAborted(run(method, values, abort.signal), abort.signal);
  });
  const startSignature = signature.run;

  const submit = useCallback<SigningFlow<V>['submit']>(
    ({ valid, method, values }) => {
      // While a signature is under way the machine ignores the submit and the guard the second run.
      const save = !!options.current.steps.save && !saved.current;
      dispatch({ type: 'submit', valid, method, save });
      if (valid && method !== null) void startSignature(method, values);
    },
    [startSignature],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    dispatch({ type: 'cancel' });
  }, []);

  // The machine leaves only a canceled or failed state by retry, and a busy one never by reset.
  const retry = useCallback(() => {
    dispatch({ type: 'retry' });
    const previous = last.current;
    if (previous) submit({ valid: true, method: previous.method, values: previous.values });
  }, [submit]);

  const reset = useCallback(() => dispatch({ type: 'reset' }), []);

  return { state, submit, cancel, retry, reset };
}
