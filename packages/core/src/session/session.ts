/** A stored login token lives 24 hours (spec section 9). */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
/** Cookie consent is remembered 30 days. */
export const COOKIE_CONSENT_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** How the user logged in (spec §3 "Sign-in methods"). */
export type LoginMethod = 'id_card' | 'mobile_id' | 'smart_id' | 'email';
export const LOGIN_METHODS: readonly LoginMethod[] = ['id_card', 'mobile_id', 'smart_id', 'email'];

/**
 * What a login tells about the session, kept with its token: the method (Mobile-ID signing needs a Mobile-ID
 * login, spec §5) and the certificate the login answered (with one, Mobile-ID signing is not offered). Both
 * null for a session stored before the facts were kept: it stays valid, it only knows less.
 */
export interface LoginFacts {
  loginMethod: LoginMethod | null;
  cert: string | null;
}

/** The facts of a login whose method the portal did not see (an old stored session). */
export const UNKNOWN_LOGIN: LoginFacts = { loginMethod: null, cert: null };

/** What the portal keeps in storage for a session: the token, when it stops being valid (epoch ms), the facts. */
export interface StoredSession extends LoginFacts {
  token: string;
  expiresAt: number;
}

function isLoginMethod(value: unknown): value is LoginMethod {
  return LOGIN_METHODS.includes(value as LoginMethod);
}

/**
 * The stored value if it has the shape of a session (a non-empty token, an integer expiry), else null. Checked
 * by hand rather than with zod: this runs before the portal's first render, and zod would be the first
 * route's only user of it (~8 KB gzip for two fields). Answers of the API are still parsed with zod. A login
 * method or certificate of another shape is read as unknown (null), never as a reason to end the session.
 */
function asStoredSession(value: unknown): StoredSession | null {
  if (typeof value !== 'object' || value === null) return null;
  const { token, expiresAt, loginMethod, cert } = value as Record<string, unknown>;
  if (typeof token !== 'string' || token.length === 0) return null;
  if (typeof expiresAt !== 'number' || !Number.isSafeInteger(expiresAt)) return null;
  return {
    token,
    expiresAt,
    loginMethod: isLoginMethod(loginMethod) ? loginMethod : null,
    cert: typeof cert === 'string' && cert.length > 0 ? cert : null,
  };
}

/** A new session for a token received at `now` (epoch ms) from a login with these facts. */
export function createStoredSession(token: string, now: number, facts: LoginFacts): StoredSession {
  return { token, expiresAt: now + SESSION_TTL_MS, loginMethod: facts.loginMethod, cert: facts.cert || null };
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
  const session = parseStoredSession(stored);
  if (!session || isSessionExpired(session, now)) return null;
  return session;
}

/** The stored value read as a session whether or not it has expired (an expired token is still logged out), or null. */
export function parseStoredSession(stored: string | null): StoredSession | null {
  if (stored === null) return null;
  try {
    return asStoredSession(JSON.parse(stored));
  } catch {
    return null;
  }
}
