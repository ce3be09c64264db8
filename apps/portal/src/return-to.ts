// Where a user who lost the session is taken back to after signing in again (issue #26): the page they were on
// when the server ended the session, or the address they opened without one (a bookmark, a link in an e-mail).
// Kept for the tab in sessionStorage, because the way back to the form can pass through /login/email and a reload.
// A log out by the user keeps nothing: they chose to leave. Only the portal's own signed-in paths are kept, so the
// login can never be turned into a redirect elsewhere; a path of another role goes to that user's landing page
// (the signed-in routes' own rule).
import { roleLanding } from '@epp/core';
import { publicRoutes } from '@epp/screens/routes';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

const RETURN_TO = 'epp.portal.returnTo';
const SAME_ORIGIN = 'https://portal.invalid';

type TabStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const publicPaths = Object.values(publicRoutes).map((route) => route.path.replace(/\/:.*$/, ''));

/** A path of this portal that needs a session: `/invoices?page=2`, not `//evil.example`, not `/login`. */
export function isReturnPath(path: string): boolean {
  if (!path.startsWith('/')) return false;
  // as the browser reads it: "//evil", "/\\evil" and "/\t/evil" are other hosts; a path the parser rewrites is refused
  let url: URL;
  try {
    url = new URL(path, SAME_ORIGIN);
  } catch {
    return false; // what no browser can read ("/\\": a host left empty)
  }
  if (url.origin !== SAME_ORIGIN || `${url.pathname}${url.search}${url.hash}` !== path) return false;
  const pathname = path.split(/[?#]/)[0] ?? '';
  return pathname !== '/' && !publicPaths.some((open) => pathname === open || pathname.startsWith(`${open}/`));
}

export function rememberReturnTo(path: string, storage: TabStorage = sessionStorage): void {
  if (isReturnPath(path)) storage.setItem(RETURN_TO, path);
}

/** The remembered path, once: it is forgotten as it is taken. */
export function takeReturnTo(storage: TabStorage = sessionStorage): string | undefined {
  const path = storage.getItem(RETURN_TO);
  storage.removeItem(RETURN_TO);
  return path !== null && isReturnPath(path) ? path : undefined;
}

/** The login screens' `onLoggedIn`: back to the remembered page, else the role's landing page. */
export function useReturnAfterLogin(): (user: Parameters<typeof roleLanding>[0]) => void {
  const navigate = useNavigate();
  return useCallback((user) => navigate(takeReturnTo() ?? roleLanding(user)), [navigate]);
}
