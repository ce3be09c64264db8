import { PollingError, pollStatus } from '@epp/api/polling';
import {
  eidOutcome,
  INITIAL_SIGNING_STATE,
  idCardLanguage,
  raisedIdCardCode,
  type SigningFailure,
  type SigningState,
  type SignMethod,
  STATUS_POLL_INTERVAL_MS,
  signingTransition,
} from '@epp/core';
import { useSubmitOnce } from '@epp/ui';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { base64ToHex, browserIdCard, type IdCardAdapter } from './id-card-adapter';

/** What the flow asks the server; the wired modals and the login screens give their own calls. */
export interface SigningSteps<V> {
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
  /** How the save step's error reads in "Lepingu koostamine ebaõnnestus: {error}". */
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

class StepFailure extends Error {
  constructor(readonly failure: SigningFailure) {
    super(failure.kind);
  }
}

/** Runs a step; any rejection becomes the given failure (an abort passes through). */
async function step<T>(run: () => Promise<T>, failure: (error: unknown) => SigningFailure): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new StepFailure(failure(error));
  }
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

  const run = useCallback(async (method: SignMethod, values: V, signal: AbortSignal) => {
    const {
      steps: calls,
      language: ui,
      idCard: card = browserIdCard(),
      intervalMs: every,
      errorText: text,
    } = options.current;
    const lang = idCardLanguage(ui);
    const eidFailure = (code?: string | null): SigningFailure => ({ kind: 'eid', method, outcome: eidOutcome(code) });
    const cardFailure = (error: unknown): SigningFailure => ({ kind: 'id-card', code: raisedIdCardCode(error) });
    try {
      if (calls.save && !saved.current) {
        const result = await step(
          () => calls.save?.(values, signal) ?? Promise.resolve('saved' as const),
          (error) => ({ kind: 'contract-creation', error: text(error) }),
        );
        if (signal.aborted) return;
        if (result === 'already-exists') {
          dispatch({ type: 'already-exists' });
          return;
        }
        saved.current = true;
        dispatch({ type: 'saved' });
      }
      const certificate = method === 'id-card' ? await step(() => card.getCertificate(lang), cardFailure) : null;
      const started = await step(
        () => calls.prepare(method, { values, cert: certificate?.hex ?? null }, signal),
        () => eidFailure(),
      );
      if (signal.aborted) return;
      if (started.success === false || !started.token) throw new StepFailure(eidFailure(started.code));
      const token = started.token;
      let signatureValue: string | null = null;
      if (certificate) {
        const hash = base64ToHex(started.dtbs_hash ?? '');
        signatureValue = (await step(() => card.sign(certificate, hash, lang), cardFailure)).hex;
      }
      dispatch({ type: 'prepared', controlCode: method === 'id-card' ? null : (started.control_code ?? null) });
      const status = await pollStatus({
        check: async (checkSignal) => {
          const answer = await step(
            () => calls.status({ method, token, signatureValue }, checkSignal),
            () => ({
              kind: 'confirm',
            }),
          );
          if (answer.code === 'waiting' && !checkSignal.aborted) dispatch({ type: 'polled', code: 'waiting' });
          return answer;
        },
        messages: { canceled: 'canceled', failed: 'failed', timeout: 'timeout' },
        signal,
        intervalMs: every,
      });
      dispatch({ type: 'polled', code: status.code });
    } catch (error) {
      if (signal.aborted) return; // cancelled or unmounted: the state says so already
      if (error instanceof StepFailure) dispatch({ type: 'fail', failure: error.failure });
      else if (error instanceof PollingError)
        dispatch({
          type: 'polled',
          code: error.outcome === 'timeout' ? 'timeout' : ((error.last as { code?: string })?.code ?? 'error'),
        });
      else dispatch({ type: 'fail', failure: { kind: 'confirm' } });
    }
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
