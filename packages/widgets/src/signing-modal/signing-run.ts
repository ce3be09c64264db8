// The signing flow's steps after a method is chosen (save → prepare → the card → the status polling), loaded
// with the first submit or after the first paint (use-signing-flow.ts): a login page paints and hydrates without
// them (issue #17: ~2.5 KB gzip of /login, with the ID-card and polling code they bring).
import { PollingError, pollStatus } from '@epp/api/polling';
import {
  eidOutcome,
  idCardLanguage,
  raisedIdCardCode,
  type SigningEvent,
  type SigningFailure,
  type SignMethod,
} from '@epp/core';
import { base64ToHex, browserIdCard } from './id-card-adapter';
import type { UseSigningFlowOptions } from './use-signing-flow';

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

export interface SignatureRun<V> {
  options: UseSigningFlowOptions<V> & Required<Pick<UseSigningFlowOptions<V>, 'intervalMs' | 'errorText'>>;
  /** Whether the save step is done (a retry does not save again). */
  saved: { current: boolean };
  dispatch: (event: SigningEvent) => void;
}

/** One signature with the flow's calls, reporting each step to the state machine; resolves when it ends. */
export async function runSignature<V>(
  { options, saved, dispatch }: SignatureRun<V>,
  method: SignMethod,
  values: V,
  signal: AbortSignal,
): Promise<void> {
  const { steps: calls, language: ui, idCard: card = browserIdCard(), intervalMs: every, errorText: text } = options;
  const lang = idCardLanguage(ui);
  const eidFailure = (code?: string | null): SigningFailure => ({ kind: 'eid', method, outcome: eidOutcome(code) });
  const cardFailure = (error: unknown): SigningFailure => ({ kind: 'id-card', code: raisedIdCardCode(error) });
  try {
    if (calls.save && !saved.current) {
      if (calls.saveProfile) {
        const saveProfile = calls.saveProfile;
        await step(
          () => saveProfile(values, signal),
          (error) => ({ kind: 'profile-save', error: text(error) }),
        );
        if (signal.aborted) return;
      }
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
}
