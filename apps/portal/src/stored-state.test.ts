import { createSessionStore } from '@epp/api';
import { DEMO_STORAGE_KEY } from '@epp/fixtures';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGE_KEY, rememberLanguage } from './language';
import { clearPortalStorage, DEMO_BACKEND_KEY_PREFIX, resetStoredStateOnSessionEnd } from './stored-state';

/** A `localStorage` stand-in with what the rules use. */
function fakeStorage(items: Record<string, string> = {}) {
  const map = new Map(Object.entries(items));
  return {
    get length() {
      return map.size;
    },
    key: (index: number) => [...map.keys()][index] ?? null,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    keys: () => [...map.keys()].sort(),
  };
}

describe('clearPortalStorage', () => {
  it("removes everything the portal stored and keeps the demo backend's data", () => {
    const storage = fakeStorage({
      'epp.session': '{"token":"abc"}',
      [LANGUAGE_KEY]: 'en',
      'something.else': '1',
      [DEMO_STORAGE_KEY]: '{"db":{}}',
    });
    clearPortalStorage(storage);
    expect(storage.keys()).toEqual([DEMO_STORAGE_KEY]);
  });

  it("knows the demo backend's key", () => {
    expect(DEMO_STORAGE_KEY.startsWith(DEMO_BACKEND_KEY_PREFIX)).toBe(true);
  });
});

describe('resetStoredStateOnSessionEnd', () => {
  it('clears the stored state and resets the language when the session ends, not when it starts', () => {
    const storage = fakeStorage({ [LANGUAGE_KEY]: 'en', [DEMO_STORAGE_KEY]: '{}' });
    const session = createSessionStore({ storage });
    const resetLanguage = vi.fn();
    const stop = resetStoredStateOnSessionEnd(session, storage, resetLanguage);

    session.start('token', { loginMethod: 'email', cert: null });
    expect(storage.getItem(LANGUAGE_KEY)).toBe('en');
    expect(resetLanguage).not.toHaveBeenCalled();

    session.clear(); // a log out
    expect(storage.keys()).toEqual([DEMO_STORAGE_KEY]);
    expect(resetLanguage).toHaveBeenCalledTimes(1);

    stop();
    session.start('token', { loginMethod: 'email', cert: null });
    session.clear();
    expect(resetLanguage).toHaveBeenCalledTimes(1);
  });
});

describe('rememberLanguage', () => {
  it('stores a language other than the default, and nothing for the default', () => {
    const storage = fakeStorage();
    rememberLanguage(storage, 'en');
    expect(storage.getItem(LANGUAGE_KEY)).toBe('en');
    rememberLanguage(storage, DEFAULT_LANGUAGE);
    expect(storage.keys()).toEqual([]);
  });
});
