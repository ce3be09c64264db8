import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createStoredSession,
  isSessionExpired,
  type LoginFacts,
  readStoredSession,
  SESSION_TTL_MS,
  UNKNOWN_LOGIN,
} from './session';

const loginAt = Date.UTC(2026, 10, 21, 8, 0);
const byEmail: LoginFacts = { loginMethod: 'email', cert: null };

describe('session expiry', () => {
  it('lasts 24 hours: valid one millisecond before, expired at the instant', () => {
    const session = createStoredSession('abc', loginAt, byEmail);
    expect(SESSION_TTL_MS).toBe(86_400_000);
    expect(isSessionExpired(session, loginAt + SESSION_TTL_MS - 1)).toBe(false);
    expect(isSessionExpired(session, loginAt + SESSION_TTL_MS)).toBe(true);
  });

  it('reads back what was stored while it is valid', () => {
    const text = JSON.stringify(createStoredSession('abc', loginAt, byEmail));
    expect(readStoredSession(text, loginAt + 1000)).toEqual({
      token: 'abc',
      expiresAt: loginAt + SESSION_TTL_MS,
      ...byEmail,
    });
    expect(readStoredSession(text, loginAt + SESSION_TTL_MS)).toBeNull();
  });

  it('keeps only the token, the expiry and the login facts of what was stored', () => {
    const text = JSON.stringify({ ...createStoredSession('abc', loginAt, byEmail), role: 'admin' });
    expect(readStoredSession(text, loginAt)).toEqual({ token: 'abc', expiresAt: loginAt + SESSION_TTL_MS, ...byEmail });
  });

  it('keeps how the user logged in and the certificate of the login', () => {
    const mobile = JSON.stringify(createStoredSession('m', loginAt, { loginMethod: 'mobile_id', cert: null }));
    expect(readStoredSession(mobile, loginAt)).toMatchObject({ loginMethod: 'mobile_id', cert: null });
    const card = JSON.stringify(createStoredSession('c', loginAt, { loginMethod: 'id_card', cert: 'MIIB' }));
    expect(readStoredSession(card, loginAt)).toMatchObject({ loginMethod: 'id_card', cert: 'MIIB' });
    // an empty certificate is none
    const empty = JSON.stringify(createStoredSession('s', loginAt, { loginMethod: 'smart_id', cert: '' }));
    expect(readStoredSession(empty, loginAt)).toMatchObject({ loginMethod: 'smart_id', cert: null });
  });

  it('a session stored without facts, or with facts of another shape, stays valid and knows none', () => {
    const expiresAt = loginAt + SESSION_TTL_MS;
    for (const stored of [
      { token: 'old', expiresAt },
      { token: 'old', expiresAt, loginMethod: 'carrier-pigeon', cert: 42 },
      { token: 'old', expiresAt, loginMethod: null, cert: '' },
    ]) {
      expect(readStoredSession(JSON.stringify(stored), loginAt)).toEqual({ token: 'old', expiresAt, ...UNKNOWN_LOGIN });
    }
  });

  it.each([
    null,
    '',
    'not json',
    'null',
    '7',
    '{}',
    '{"token":"","expiresAt":1}',
    '{"token":5,"expiresAt":1}',
    '{"token":"a","expiresAt":"soon"}',
    '{"token":"a","expiresAt":1.5}',
    '[]',
  ])('treats %j as no session', (stored) => {
    expect(readStoredSession(stored, loginAt)).toBeNull();
  });

  it('a session read at any moment is valid exactly within its 24 hours', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2 * SESSION_TTL_MS, max: 2 * SESSION_TTL_MS }), (offset) => {
        const text = JSON.stringify(createStoredSession('t', loginAt, byEmail));
        expect(readStoredSession(text, loginAt + offset) !== null).toBe(offset < SESSION_TTL_MS);
      }),
    );
  });
});
