import { SESSION_TTL_MS } from '@epp/core';
import { describe, expect, it, vi } from 'vitest';
import { createSessionStore, SESSION_STORAGE_KEY } from './session';

function memory() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the session store', () => {
  it('keeps a token for 24 hours and not a millisecond longer', () => {
    let now = 1_000_000;
    const storage = memory();
    const session = createSessionStore({ storage, now: () => now });
    session.start('abc', { loginMethod: 'email', cert: null });
    expect(SESSION_TTL_MS).toBe(86_400_000);
    now += SESSION_TTL_MS - 1;
    expect(session.getToken()).toBe('abc');
    now += 1;
    expect(session.getToken()).toBeNull();
    expect(storage.items.has(SESSION_STORAGE_KEY)).toBe(false);
  });

  it('tells subscribers of a new token, a cleared one and an expired one (once, with the expired token)', () => {
    let now = 0;
    const listener = vi.fn();
    const session = createSessionStore({ storage: memory(), now: () => now });
    session.subscribe(listener);
    session.start('a', { loginMethod: 'email', cert: null });
    session.clear();
    session.start('b', { loginMethod: 'smart_id', cert: null });
    now = SESSION_TTL_MS;
    session.getToken();
    session.getToken();
    expect(listener.mock.calls).toEqual([
      ['a', undefined],
      [null, undefined],
      ['b', undefined],
      [null, 'b'],
    ]);
  });

  it('reads a token another tab stored, and treats a damaged entry as none', () => {
    const storage = memory();
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'other', expiresAt: Date.now() + 1000 }));
    expect(createSessionStore({ storage }).getToken()).toBe('other');
    storage.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(createSessionStore({ storage }).getToken()).toBeNull();
  });

  it('keeps how the user logged in with the token, until the session ends', () => {
    let now = 0;
    const storage = memory();
    const session = createSessionStore({ storage, now: () => now });
    expect(session.getLoginFacts()).toBeNull();
    session.start('m', { loginMethod: 'mobile_id', cert: null });
    expect(session.getLoginFacts()).toEqual({ loginMethod: 'mobile_id', cert: null });
    // another tab (or a reload) reads the same facts
    expect(createSessionStore({ storage, now: () => now }).getLoginFacts()).toEqual({
      loginMethod: 'mobile_id',
      cert: null,
    });
    session.start('c', { loginMethod: 'id_card', cert: 'MIIB' });
    expect(session.getLoginFacts()).toEqual({ loginMethod: 'id_card', cert: 'MIIB' });
    now = SESSION_TTL_MS;
    expect(session.getLoginFacts()).toBeNull();
    session.start('e', { loginMethod: 'email', cert: null });
    session.clear();
    expect(session.getLoginFacts()).toBeNull();
  });

  it('hears another tab log out and log in (the storage event), and nothing else it stores', () => {
    const storage = memory();
    const otherTabs = new EventTarget();
    const listener = vi.fn();
    const here = createSessionStore({ storage, otherTabs });
    const there = createSessionStore({ storage });
    here.subscribe(listener);
    there.start('a', { loginMethod: 'email', cert: null });
    otherTabs.dispatchEvent(Object.assign(new Event('storage'), { key: SESSION_STORAGE_KEY }));
    there.clear();
    otherTabs.dispatchEvent(Object.assign(new Event('storage'), { key: SESSION_STORAGE_KEY }));
    otherTabs.dispatchEvent(Object.assign(new Event('storage'), { key: 'epp.language' }));
    otherTabs.dispatchEvent(Object.assign(new Event('storage'), { key: null })); // that tab cleared everything
    expect(listener.mock.calls.map(([token]) => token)).toEqual(['a', null, null]);
  });
});
