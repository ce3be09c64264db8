import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createStoredSession, isSessionExpired, readStoredSession, SESSION_TTL_MS } from './session';

const loginAt = Date.UTC(2026, 10, 21, 8, 0);

describe('session expiry', () => {
  it('lasts 24 hours: valid one millisecond before, expired at the instant', () => {
    const session = createStoredSession('abc', loginAt);
    expect(SESSION_TTL_MS).toBe(86_400_000);
    expect(isSessionExpired(session, loginAt + SESSION_TTL_MS - 1)).toBe(false);
    expect(isSessionExpired(session, loginAt + SESSION_TTL_MS)).toBe(true);
  });

  it('reads back what was stored while it is valid', () => {
    const text = JSON.stringify(createStoredSession('abc', loginAt));
    expect(readStoredSession(text, loginAt + 1000)).toEqual({ token: 'abc', expiresAt: loginAt + SESSION_TTL_MS });
    expect(readStoredSession(text, loginAt + SESSION_TTL_MS)).toBeNull();
  });

  it('keeps only the token and the expiry of what was stored', () => {
    const text = JSON.stringify({ ...createStoredSession('abc', loginAt), role: 'admin' });
    expect(readStoredSession(text, loginAt)).toEqual({ token: 'abc', expiresAt: loginAt + SESSION_TTL_MS });
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
        const text = JSON.stringify(createStoredSession('t', loginAt));
        expect(readStoredSession(text, loginAt + offset) !== null).toBe(offset < SESSION_TTL_MS);
      }),
    );
  });
});
