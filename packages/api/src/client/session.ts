import {
  createStoredSession,
  isSessionExpired,
  type LoginFacts,
  parseStoredSession,
  readStoredSession,
} from '@epp/core';

// The 24-hour rule itself (SESSION_TTL_MS, expiry at the instant) lives in @epp/core; this is its storage.
export const SESSION_STORAGE_KEY = 'epp.session';

/** The part of `Storage` the store uses, so tests and non-browser hosts can pass their own. */
export type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SessionStoreOptions {
  /** Where the token is kept; `localStorage` in a browser, memory elsewhere. */
  storage?: SessionStorageLike;
  /** The clock, for tests. */
  now?: () => number;
  /**
   * Where another tab's change of the stored session is heard (the `storage` event); the browser's window with the
   * default storage, none otherwise. A log out or a new login in one tab then reaches every tab of the portal.
   */
  otherTabs?: Pick<EventTarget, 'addEventListener'> | null;
}

export interface SessionStore {
  /** The token, or null when there is none or it has expired (an expired one is removed). */
  getToken(): string | null;
  /**
   * Starts a session: stores the token a login answered, valid for the lifetime from now, with how the user
   * logged in (the one way every login starts one; @epp/api/hooks' useStartSession also clears the cache).
   */
  start(token: string, facts: LoginFacts): void;
  /** How the current session's user logged in, or null when there is no valid session. */
  getLoginFacts(): LoginFacts | null;
  /** Removes the token. */
  clear(): void;
  /**
   * Called with the token (or null) whenever it changes, also when it is found expired: then with the expired
   * token second (once: it is removed then), so the server can be told. Not for a session cleared or damaged,
   * nor one the server ended (a 401).
   */
  subscribe(listener: (token: string | null, expiredToken?: string) => void): () => void;
}

/** A storage in memory only (tests, a story's own session, hosts without localStorage). */
export function memoryStorage(): SessionStorageLike {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

function browserStorage(): Storage | undefined {
  try {
    if (typeof globalThis.localStorage !== 'undefined') return globalThis.localStorage;
  } catch {
    // access to localStorage can throw (privacy mode, sandboxed frames): fall back to memory
  }
  return undefined;
}

/** The session token with its 24-hour expiry (spec: an expired stored token logs the user out). */
export function createSessionStore({
  storage = browserStorage() ?? memoryStorage(),
  now = Date.now,
  otherTabs = storage === browserStorage() && typeof globalThis.addEventListener === 'function' ? globalThis : null,
}: SessionStoreOptions = {}): SessionStore {
  const listeners = new Set<(token: string | null, expiredToken?: string) => void>();
  const notify = (token: string | null, expiredToken?: string) => {
    for (const listener of listeners) listener(token, expiredToken);
  };

  const clear = (expiredToken?: string) => {
    const had = storage.getItem(SESSION_STORAGE_KEY) !== null;
    storage.removeItem(SESSION_STORAGE_KEY);
    if (had) notify(null, expiredToken);
  };

  /** The stored session, or null (an expired or damaged one is removed, and the subscribers told). */
  const read = () => {
    const stored = parseStoredSession(storage.getItem(SESSION_STORAGE_KEY));
    if (stored && !isSessionExpired(stored, now())) return stored;
    clear(stored?.token);
    return null;
  };

  // Another tab logged out, logged in or the token expired there: this tab's subscribers hear the token as it is now
  // (key null: that tab cleared the whole storage).
  otherTabs?.addEventListener('storage', (event) => {
    const { key } = event as StorageEvent;
    if (key === SESSION_STORAGE_KEY || key === null)
      notify(readStoredSession(storage.getItem(SESSION_STORAGE_KEY), now())?.token ?? null);
  });

  return {
    getToken() {
      return read()?.token ?? null;
    },
    getLoginFacts() {
      const stored = read();
      return stored ? { loginMethod: stored.loginMethod, cert: stored.cert } : null;
    },
    start(token, facts) {
      storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(createStoredSession(token, now(), facts)));
      notify(token);
    },
    clear: () => clear(),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
