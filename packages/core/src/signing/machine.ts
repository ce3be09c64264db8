import type { IdCardErrorCode } from '../errors/id-card-errors';

// The signing flow as one explicit state machine (spec client §4 "Signing", §7 "Login and signing"): save the
// contract data, prepare the signature, show the control code, poll the status every second until ok,
// canceled or a failure. The same machine serves Mobile-ID / Smart-ID login (no save step). Pure: the widget
// does the calls and reports what happened as events; the reducer decides what that means.

/** The three eID methods of the signing dialog, in the spec's order (codes 1, 2, 3). */
export type SignMethod = 'mobile-id' | 'smart-id' | 'id-card';
export const SIGN_METHODS: readonly SignMethod[] = ['mobile-id', 'smart-id', 'id-card'];

/** How a Mobile-ID / Smart-ID request ended without a signature (from the status code). */
export type EidOutcome = 'user-refused' | 'timeout' | 'not-a-client' | 'phone-unreachable' | 'failed';

/** Why a flow failed; the widget maps each kind to its text in one place. */
export type SigningFailure =
  /** document/create-contract/ failed: "Lepingu koostamine ebaõnnestus: {error}". */
  | { kind: 'contract-creation'; error: string }
  /** PUT profile/user-data/ (the changed personal fields, saved first) failed: nothing was signed. */
  | { kind: 'profile-save'; error: string }
  /** Preparing or polling a Mobile-ID / Smart-ID / ID-card signature ended without success. */
  | { kind: 'eid'; method: SignMethod; outcome: EidOutcome }
  /** The ID-card software refused (no card, no certificates, the user cancelled the PIN, ...). */
  | { kind: 'id-card'; code: IdCardErrorCode }
  /** The status call itself failed: "Allkirja kinnitamine ebaõnnestus!". */
  | { kind: 'confirm' };

export type SigningState =
  | { status: 'idle' }
  /** A submit found problems (the form flags them); a corrected submit starts the flow. */
  | { status: 'invalid' }
  /** Saving the contract data (create-contract, sign-contract). */
  | { status: 'saving'; method: SignMethod }
  /** Asking for the signature (dokobit sign/…, or the ID-card certificate and hash). */
  | { status: 'preparing'; method: SignMethod }
  /** The request is on the phone: the control code is shown; the first status check is a second away. */
  | { status: 'awaiting-confirmation'; method: SignMethod; controlCode: string | null }
  /** At least one status check answered "waiting". */
  | { status: 'polling'; method: SignMethod; controlCode: string | null }
  | { status: 'succeeded'; method: SignMethod }
  /** create-contract answered 208: the contract exists; the caller sends the user to the dashboard. */
  | { status: 'already-exists' }
  /** The user closed or cancelled while waiting. */
  | { status: 'canceled'; method: SignMethod }
  | { status: 'failed'; method: SignMethod | null; failure: SigningFailure };

export type SigningEvent =
  /** The user pressed Sign: `valid` is the form's verdict; `save` false skips the save step (login, operator). */
  | { type: 'submit'; valid: boolean; method: SignMethod | null; save: boolean }
  | { type: 'saved' }
  | { type: 'already-exists' }
  | { type: 'prepared'; controlCode: string | null }
  /** One status answer: ok, waiting, canceled or anything else. */
  | { type: 'polled'; code: string }
  | { type: 'fail'; failure: SigningFailure }
  | { type: 'cancel' }
  /** Back to the form after a failure or a cancel (the next Sign starts again). */
  | { type: 'retry' }
  | { type: 'reset' };

export const INITIAL_SIGNING_STATE: SigningState = { status: 'idle' };

const BUSY = new Set<SigningState['status']>(['saving', 'preparing', 'awaiting-confirmation', 'polling']);
const TERMINAL = new Set<SigningState['status']>(['succeeded', 'already-exists', 'canceled', 'failed']);

/** True while a request is under way: Sign is disabled and the form is locked. */
export function isSigningBusy(state: SigningState): boolean {
  return BUSY.has(state.status);
}

/** True once the flow has ended; only retry (after canceled/failed) or reset leaves it. */
export function isSigningFinished(state: SigningState): boolean {
  return TERMINAL.has(state.status);
}

/** The control code to show, while the request waits on the phone. */
export function controlCodeOf(state: SigningState): string | null {
  return state.status === 'awaiting-confirmation' || state.status === 'polling' ? state.controlCode : null;
}

/** Maps a Mobile-ID / Smart-ID status code to how it ended (Dokobit codes; unknown ones simply failed). */
export function eidOutcome(code: string | null | undefined): EidOutcome {
  switch (code) {
    case 'canceled':
    case 'cancelled':
    case 'user_refused':
    case 'user_cancel':
    case 'refused':
      return 'user-refused';
    case 'timeout':
    case 'expired':
    case 'expired_transaction':
      return 'timeout';
    case 'not_mid_client':
    case 'not_client':
    case 'user_not_found':
    case 'account_not_found':
      return 'not-a-client';
    case 'phone_absent':
    case 'sim_error':
    case 'sending_error':
    case 'delivery_error':
      return 'phone-unreachable';
    default:
      return 'failed';
  }
}

function fromIdle(state: SigningState, event: SigningEvent): SigningState {
  if (event.type !== 'submit') return state;
  if (!event.valid || event.method === null) return { status: 'invalid' };
  return event.save ? { status: 'saving', method: event.method } : { status: 'preparing', method: event.method };
}

function fromBusy(state: Extract<SigningState, { method: SignMethod }>, event: SigningEvent): SigningState {
  const { method } = state;
  switch (event.type) {
    case 'saved':
      return state.status === 'saving' ? { status: 'preparing', method } : state;
    case 'already-exists':
      return state.status === 'saving' ? { status: 'already-exists' } : state;
    case 'prepared':
      return state.status === 'preparing'
        ? { status: 'awaiting-confirmation', method, controlCode: event.controlCode }
        : state;
    case 'polled': {
      if (state.status !== 'awaiting-confirmation' && state.status !== 'polling') return state;
      if (event.code === 'ok') return { status: 'succeeded', method };
      if (event.code === 'waiting') return { status: 'polling', method, controlCode: state.controlCode };
      return { status: 'failed', method, failure: { kind: 'eid', method, outcome: eidOutcome(event.code) } };
    }
    case 'fail':
      return { status: 'failed', method, failure: event.failure };
    case 'cancel':
      return { status: 'canceled', method };
    default:
      return state; // submit, retry, reset: ignored while busy, so a signature never starts twice
  }
}

/** The reducer: the next state for an event; events that do not apply leave the state as it is. */
export function signingTransition(state: SigningState, event: SigningEvent): SigningState {
  if (event.type === 'reset') return isSigningBusy(state) ? state : INITIAL_SIGNING_STATE;
  switch (state.status) {
    case 'idle':
    case 'invalid':
      return fromIdle(state, event);
    case 'saving':
    case 'preparing':
    case 'awaiting-confirmation':
    case 'polling':
      return fromBusy(state, event);
    case 'canceled':
    case 'failed':
      return event.type === 'retry' ? INITIAL_SIGNING_STATE : state;
    default:
      return state; // succeeded, already-exists: final until reset
  }
}
