import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  controlCodeOf,
  eidOutcome,
  INITIAL_SIGNING_STATE,
  isSigningBusy,
  isSigningFinished,
  type SigningEvent,
  type SigningState,
  signingTransition,
} from './machine';

const run = (events: SigningEvent[], from: SigningState = INITIAL_SIGNING_STATE) =>
  events.reduce(signingTransition, from);

const submit = (save = true): SigningEvent => ({ type: 'submit', valid: true, method: 'mobile-id', save });

describe('signingTransition', () => {
  it('walks the happy path: save, prepare, control code, waiting, ok', () => {
    const states: SigningState[] = [];
    [submit(), { type: 'saved' }, { type: 'prepared', controlCode: '4729' }, { type: 'polled', code: 'waiting' }]
      .map((event) => event as SigningEvent)
      .reduce((state, event) => {
        const next = signingTransition(state, event);
        states.push(next);
        return next;
      }, INITIAL_SIGNING_STATE);
    expect(states.map((state) => state.status)).toEqual(['saving', 'preparing', 'awaiting-confirmation', 'polling']);
    const last = states.at(-1) as SigningState;
    expect(controlCodeOf(last)).toBe('4729');
    expect(signingTransition(last, { type: 'polled', code: 'ok' })).toEqual({
      status: 'succeeded',
      method: 'mobile-id',
    });
  });

  it('skips the save step for login and the operator', () => {
    expect(run([submit(false)])).toEqual({ status: 'preparing', method: 'mobile-id' });
  });

  it('stays on the form when the submit is invalid or has no method', () => {
    expect(run([{ type: 'submit', valid: false, method: 'smart-id', save: true }])).toEqual({ status: 'invalid' });
    expect(run([{ type: 'submit', valid: true, method: null, save: true }])).toEqual({ status: 'invalid' });
    expect(run([{ type: 'submit', valid: false, method: null, save: true }, submit()]).status).toBe('saving');
  });

  it('ends with already-exists on 208', () => {
    expect(run([submit(), { type: 'already-exists' }])).toEqual({ status: 'already-exists' });
  });

  it('maps a polled failure code to its outcome', () => {
    const waiting = run([submit(false), { type: 'prepared', controlCode: '1234' }]);
    expect(signingTransition(waiting, { type: 'polled', code: 'canceled' })).toEqual({
      status: 'failed',
      method: 'mobile-id',
      failure: { kind: 'eid', method: 'mobile-id', outcome: 'user-refused' },
    });
  });

  it('fails, cancels, retries and resets', () => {
    const failed = run([submit(), { type: 'fail', failure: { kind: 'contract-creation', error: 'x' } }]);
    expect(failed).toMatchObject({ status: 'failed', failure: { kind: 'contract-creation' } });
    expect(signingTransition(failed, { type: 'retry' })).toEqual(INITIAL_SIGNING_STATE);
    const canceled = run([submit(false), { type: 'prepared', controlCode: null }, { type: 'cancel' }]);
    expect(canceled).toEqual({ status: 'canceled', method: 'mobile-id' });
    expect(signingTransition(canceled, { type: 'reset' })).toEqual(INITIAL_SIGNING_STATE);
    const done = run([submit(false), { type: 'prepared', controlCode: null }, { type: 'polled', code: 'ok' }]);
    expect(signingTransition(done, { type: 'retry' })).toBe(done);
    expect(signingTransition(done, { type: 'reset' })).toEqual(INITIAL_SIGNING_STATE);
  });

  it('ignores events that do not apply', () => {
    const saving = run([submit()]);
    expect(signingTransition(saving, { type: 'prepared', controlCode: '1' })).toBe(saving);
    expect(signingTransition(saving, { type: 'polled', code: 'ok' })).toBe(saving);
    expect(signingTransition(saving, { type: 'reset' })).toBe(saving);
    expect(signingTransition(saving, submit())).toBe(saving);
    const preparing = run([submit(false)]);
    expect(signingTransition(preparing, { type: 'saved' })).toBe(preparing);
    expect(signingTransition(preparing, { type: 'already-exists' })).toBe(preparing);
    expect(signingTransition(INITIAL_SIGNING_STATE, { type: 'saved' })).toBe(INITIAL_SIGNING_STATE);
    expect(controlCodeOf(INITIAL_SIGNING_STATE)).toBeNull();
  });
});

describe('eidOutcome', () => {
  it.each([
    ['canceled', 'user-refused'],
    ['cancelled', 'user-refused'],
    ['user_refused', 'user-refused'],
    ['user_cancel', 'user-refused'],
    ['refused', 'user-refused'],
    ['timeout', 'timeout'],
    ['expired', 'timeout'],
    ['expired_transaction', 'timeout'],
    ['not_mid_client', 'not-a-client'],
    ['not_client', 'not-a-client'],
    ['user_not_found', 'not-a-client'],
    ['account_not_found', 'not-a-client'],
    ['phone_absent', 'phone-unreachable'],
    ['sim_error', 'phone-unreachable'],
    ['sending_error', 'phone-unreachable'],
    ['delivery_error', 'phone-unreachable'],
    ['error', 'failed'],
    [null, 'failed'],
  ])('%s → %s', (code, outcome) => {
    expect(eidOutcome(code)).toBe(outcome);
  });
});

// ---- Properties ------------------------------------------------------------------------------------------

const methodArb = fc.constantFrom('mobile-id' as const, 'smart-id' as const, 'id-card' as const);
const eventArb: fc.Arbitrary<SigningEvent> = fc.oneof(
  fc.record({
    type: fc.constant('submit' as const),
    valid: fc.boolean(),
    method: fc.option(methodArb),
    save: fc.boolean(),
  }),
  fc.constant({ type: 'saved' as const }),
  fc.constant({ type: 'already-exists' as const }),
  fc.record({ type: fc.constant('prepared' as const), controlCode: fc.option(fc.stringMatching(/^\d{4}$/)) }),
  fc.record({
    type: fc.constant('polled' as const),
    code: fc.constantFrom('ok', 'waiting', 'canceled', 'error', 'timeout'),
  }),
  fc.constant({ type: 'fail' as const, failure: { kind: 'confirm' as const } }),
  fc.constant({ type: 'cancel' as const }),
  fc.constant({ type: 'retry' as const }),
  fc.constant({ type: 'reset' as const }),
);

describe('signing machine properties', () => {
  it('leaves a finished state only by retry (after canceled/failed) or reset', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 40 }), (events) => {
        let state = INITIAL_SIGNING_STATE;
        for (const event of events) {
          const next = signingTransition(state, event);
          if (isSigningFinished(state) && next !== state) {
            expect(['retry', 'reset']).toContain(event.type);
            expect(next).toEqual(INITIAL_SIGNING_STATE);
          }
          state = next;
        }
      }),
    );
  });

  it('never starts a signature twice: a submit while busy changes nothing', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 40 }), (events) => {
        let state = INITIAL_SIGNING_STATE;
        let starts = 0;
        for (const event of events) {
          const next = signingTransition(state, event);
          if (event.type === 'submit' && isSigningBusy(state)) expect(next).toBe(state);
          if (!isSigningBusy(state) && isSigningBusy(next)) starts += 1;
          if (isSigningBusy(state) && !isSigningBusy(next)) starts -= 1;
          expect(starts).toBeLessThanOrEqual(1);
          state = next;
        }
      }),
    );
  });
});
