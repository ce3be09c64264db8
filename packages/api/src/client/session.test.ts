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
    session.setToken('abc');
    expect(SESSION_TTL_MS).toBe(86_400_000);
    now += SESSION_TTL_MS - 1;
    expect(session.getToken()).toBe('abc');
    now += 1;
    expect(session.getToken()).toBeNull();
    expect(storage.items.has(SESSION_STORAGE_KEY)).toBe(false);
  });

  it('tells subscribers of a new token, a cleared one and an expired one (once)', () => {
    let now = 0;
    const listener = vi.fn();
    const session = createSessionStore({ storage: memory(), now: () => now });
    session.subscribe(listener);
    session.setToken('a');
    session.clear();
    session.setToken('b');
    now = SESSION_TTL_MS;
    session.getToken();
    session.getToken();
    expect(listener.mock.calls).toEqual([['a'], [null], ['b'], [null]]);
  });

  it('reads a token another tab stored, and treats a damaged entry as none', () => {
    const storage = memory();
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'other', expiresAt: Date.now() + 1000 }));
    expect(createSessionStore({ storage }).getToken()).toBe('other');
    storage.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(createSessionStore({ storage }).getToken()).toBeNull();
  });
});
