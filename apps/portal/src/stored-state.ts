import type { SessionStore } from '@epp/api';

// What the portal keeps in the browser's local storage, and the one rule that forgets it: when a session ends (the
// user logs out, the token expires or the server ends it), spec §4 "Login and logout reset all stored state",
// §7 logout "clears session, local storage and auth header". See the README's Assumptions for what is kept.

/**
 * The demo backend's data (fixtures' DEMO_STORAGE_KEY, `epp.demo.v1`): in demo mode the in-browser "server" keeps
 * its database and sessions in the same local storage. It is not the portal's state but the server's, and a
 * logout must not wipe what the visitor did (the next login, maybe as another role, finds it).
 */
export const DEMO_BACKEND_KEY_PREFIX = 'epp.demo.';

/** The part of `Storage` the rule uses. */
export type ClearableStorage = Pick<Storage, 'length' | 'key' | 'removeItem'>;

/**
 * Removes every key of `storage` but the demo backend's: the session, the remembered language and whatever the
 * portal stores later. The cookie consent is a cookie, not local storage, and stays (README, Assumptions).
 */
export function clearPortalStorage(storage: ClearableStorage): void {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null && !key.startsWith(DEMO_BACKEND_KEY_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

/**
 * Forgets the portal's stored state whenever the session ends (its token is cleared): `storage` is cleared by
 * `clearPortalStorage`, then `resetLanguage` puts the interface back in the default language (the language in
 * memory would otherwise be stored again). Returns the unsubscribe.
 */
export function resetStoredStateOnSessionEnd(
  session: Pick<SessionStore, 'subscribe'>,
  storage: ClearableStorage,
  resetLanguage: () => void,
): () => void {
  return session.subscribe((token) => {
    if (token !== null) return;
    clearPortalStorage(storage);
    resetLanguage();
  });
}
