// The session as the portal sees it: the stored token (24 hours, @epp/api's session store), and the end of a
// session the server forced (a 401, or an error without a status): the query cache is dropped and the user
// is sent to the login page with the spec's message. A log out by the user ends the session without it.
import { type SessionStore, useApiClient } from '@epp/api';
import { publicRoutes } from '@epp/screens/routes';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { rememberReturnTo } from './return-to';

/** Whether this page has had a session: without one ever, a signed-in address was opened from outside. */
let sessionSeen = false;

/**
 * A session that changes — here or in another tab (a log out, a login as someone else, the server's end, expiry) —
 * leaves nothing of the last one's data in the query cache: no page may show, or act on, another session's company.
 * Returns the unsubscribe.
 */
export function forgetDataOnSessionChange(
  session: Pick<SessionStore, 'getToken' | 'subscribe'>,
  queryClient: Pick<QueryClient, 'clear'>,
): () => void {
  let last = session.getToken();
  return session.subscribe((token) => {
    if (token === last) return;
    last = token;
    queryClient.clear();
  });
}

/** The current token, or null; re-renders when it is stored or cleared. */
export function useSessionToken(): string | null {
  const { session } = useApiClient();
  const token = useSyncExternalStore(
    (onChange) => session.subscribe(onChange),
    () => session.getToken(),
    // a page rendered to HTML at build time has no session: hydration starts from there
    () => null,
  );
  if (token !== null) sessionSeen = true;
  return token;
}

type Listener = () => void;
const listeners = new Set<Listener>();
/** The server ended the last session (not the user): until a new login, every way to /login says so. */
let endedByServer = false;

/** Given to createApiClient as `onSessionEnd`. */
export function announceSessionEnd(): void {
  endedByServer = true;
  for (const listener of listeners) listener();
}

/**
 * The state of a redirect to /login for want of a session. The client clears the token before it announces the
 * end, so a signed-in route may redirect on its own (its render follows the announcement, its redirect may land
 * after ours): it carries the message too, or the spec's "Ootamatu viga ..." would be lost to that race.
 */
export function loginStateWithoutSession(from: string): LoginLocationState {
  // back there after the login: an address opened without a session (a bookmark), or the page the server took the
  // session from; not after the user's own log out
  if (endedByServer || !sessionSeen) rememberReturnTo(from);
  return endedByServer ? { from, sessionEnded: true } : { from };
}

/** Where the message of a forced log out travels: the login page reads it from the location state. */
export interface LoginLocationState {
  from?: string;
  sessionEnded?: boolean;
}

/** Inside the router: on a forced end, clear cached data and go to /login with the message. */
export function SessionEndRedirect() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { session } = useApiClient();
  // a new login starts over: the message belongs to the session that ended
  useEffect(
    () =>
      session.subscribe((token) => {
        if (token !== null) endedByServer = false;
      }),
    [session],
  );
  useEffect(() => {
    const onEnd = () => {
      // the page the server took the session from: signing in again returns there (return-to.ts)
      rememberReturnTo(`${window.location.pathname}${window.location.search}`);
      queryClient.clear();
      navigate(publicRoutes.login.to(), { replace: true, state: { sessionEnded: true } satisfies LoginLocationState });
    };
    listeners.add(onEnd);
    return () => {
      listeners.delete(onEnd);
    };
  }, [navigate, queryClient]);
  return null;
}
