/** A session token lives 24 hours from login; after that the stored token no longer counts. */
export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const SESSION_STORAGE_KEY = 'epp.session';

/** The part of `Storage` the store uses, so tests and non-browser hosts can pass their own. */
export type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SessionStoreOptions {
  /** Where the token is kept; `localStorage` in a browser, memory elsewhere. */
  storage?: SessionStorageLike;
  /** The clock, for tests. */
  now?: () => number;
  lifetimeMs?: number;
}

export interface SessionStore {
  /** The token, or null when there is none or it has expired (an expired one is removed). */
  getToken(): string | null;
  /** Stores a new token, valid for the lifetime from now. */
  setToken(token: string): void;
  /** Removes the token. */
  clear(): void;
  /** Called with the token (or null) whenever it changes, also when it is found expired. */
  subscribe(listener: (token: string | null) => void): () => void;
}

interface StoredSession {
  token: string;
  expiresAt: number;
}

function memoryStorage(): SessionStorageLike {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

function defaultStorage(): SessionStorageLike {
  try {
    if (typeof globalThis.localStorage !== 'undefined') return globalThis.localStorage;
  } catch {
    // access to localStorage can throw (privacy mode, sandboxed frames): fall back to memory
  }
  return memoryStorage();
}

function readStored(raw: string | null): StoredSession | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === 'object' &&
      value !== null &&
      'token' in value &&
      typeof value.token === 'string' &&
      'expiresAt' in value &&
      typeof value.expiresAt === 'number'
    ) {
      return { token: value.token, expiresAt: value.expiresAt };
    }
  } catch {
    // a damaged entry counts as no session
  }
  return null;
}

/** The session token with its 24-hour expiry (spec: an expired stored token logs the user out). */
export function createSessionStore({
  storage = defaultStorage(),
  now = Date.now,
  lifetimeMs = SESSION_LIFETIME_MS,
}: SessionStoreOptions = {}): SessionStore {
  const listeners = new Set<(token: string | null) => void>();
  const notify = (token: string | null) => {
    for (const listener of listeners) listener(token);
  };

  const clear = () => {
    const had = storage.getItem(SESSION_STORAGE_KEY) !== null;
    storage.removeItem(SESSION_STORAGE_KEY);
    if (had) notify(null);
  };

  return {
    getToken() {
      const stored = readStored(storage.getItem(SESSION_STORAGE_KEY));
      if (stored && stored.expiresAt > now()) return stored.token;
      clear();
      return null;
    },
    setToken(token) {
      const stored: StoredSession = { token, expiresAt: now() + lifetimeMs };
      storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(stored));
      notify(token);
    },
    clear,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
