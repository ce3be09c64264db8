/** A stored login token lives 24 hours (spec section 9). */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
/** Cookie consent is remembered 30 days. */
export const COOKIE_CONSENT_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** What the portal keeps in storage for a session: the token and when it stops being valid (epoch ms). */
export interface StoredSession {
  token: string;
  expiresAt: number;
}

/**
 * The stored value if it has the shape of a session (a non-empty token, an integer expiry), else null. Checked
 * by hand rather than with zod: this runs before the portal's first render, and zod would be the first
 * route's only user of it (~8 KB gzip for two fields). Answers of the API are still parsed with zod.
 */
function asStoredSession(value: unknown): StoredSession | null {
  if (typeof value !== 'object' || value === null) return null;
  const { token, expiresAt } = value as Record<string, unknown>;
  if (typeof token !== 'string' || token.length === 0) return null;
  if (typeof expiresAt !== 'number' || !Number.isSafeInteger(expiresAt)) return null;
  return { token, expiresAt };
}

/** A new session for a token received at `now` (epoch ms). */
export function createStoredSession(token: string, now: number): StoredSession {
  return { token, expiresAt: now + SESSION_TTL_MS };
}

/** Expired at the expiry instant itself. */
export function isSessionExpired(session: Pick<StoredSession, 'expiresAt'>, now: number): boolean {
  return now >= session.expiresAt;
}

/**
 * Reads the stored text back: the session, or null when nothing usable is stored (missing, not JSON, wrong
 * shape) or the token has expired, in which case the user is logged out.
 */
export function readStoredSession(stored: string | null, now: number): StoredSession | null {
  if (stored === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return null;
  }
  const session = asStoredSession(value);
  if (!session || isSessionExpired(session, now)) return null;
  return session;
}
