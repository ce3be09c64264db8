import * as z from 'zod/mini';

/** A stored login token lives 24 hours (spec section 9). */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
/** Cookie consent is remembered 30 days. */
export const COOKIE_CONSENT_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** What the portal keeps in storage for a session: the token and when it stops being valid (epoch ms). */
export const storedSessionSchema = z.object({
  token: z.string().check(z.minLength(1)),
  expiresAt: z.int(),
});

export type StoredSession = z.infer<typeof storedSessionSchema>;

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
  const parsed = storedSessionSchema.safeParse(value);
  if (!parsed.success || isSessionExpired(parsed.data, now)) return null;
  return parsed.data;
}
