import type { LoginFacts } from '@epp/core';
import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { ApiClient } from '../client/create-client';
import type { ApiError } from '../client/errors';
import type { EndpointInput } from '../client/types';
import { loginPollMessages, type PollingError, type PollMessages, pollStatus } from '../polling/poll-status';
import type { DokobitStatus } from '../schemas/signing';
import { useApiClient } from './context';

// The calls that start or end a session. Login and logout reset all stored state (spec §4): the query
// cache is cleared so nothing of the previous user stays on screen.

/**
 * The one way a login starts a session: the query cache is cleared (nothing of the previous user stays) and
 * the answered key is stored with how the user logged in and the login's certificate, which later decide
 * whether Mobile-ID signing is offered (spec §5).
 */
export function useStartSession(): (key: string, facts: LoginFacts) => void {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useCallback(
    (key: string, facts: LoginFacts) => {
      queryClient.clear();
      client.session.start(key, facts);
    },
    [client, queryClient],
  );
}

/** How the current session's user logged in (null without a session); follows a new login or a log out. */
export function useLoginFacts(): LoginFacts | null {
  const { session } = useApiClient();
  const token = useSyncExternalStore(
    (onChange) => session.subscribe(onChange),
    () => session.getToken(),
    () => session.getToken(),
  );
  // the facts change only with the token (a new login, a log out, an expiry)
  return useMemo(() => (token === null ? null : session.getLoginFacts()), [session, token]);
}

/** The certificate a login answered (Mobile-ID / Smart-ID / ID-card answers carry it in `user_object`). */
function certOf(answer: Pick<DokobitStatus, 'user_object'>): string | null {
  return answer.user_object?.cert ?? null;
}

/** E-mail and password login: stores the answered key as the session. */
export function useLogin(): UseMutationResult<{ key: string }, ApiError, EndpointInput<'login'>> {
  const client = useApiClient();
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (input) => client.call('login', input),
    onSuccess: ({ key }) => startSession(key, { loginMethod: 'email', cert: null }),
  });
}

/** Opens a session from a password reset link (GET token/{uid}/{token}). */
export function usePasswordResetLink(): UseMutationResult<
  { key: string },
  ApiError,
  EndpointInput<'passwordResetToken'>
> {
  const client = useApiClient();
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (input) => client.call('passwordResetToken', input),
    // the link stands in for the password: the session is an e-mail login's
    onSuccess: ({ key }) => startSession(key, { loginMethod: 'email', cert: null }),
  });
}

/** Logs out: the server call may fail, the session and cache are cleared either way. */
export function useLogout(): UseMutationResult<unknown, ApiError, void> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.call('logout'),
    onSettled: () => {
      client.session.clear();
      queryClient.clear();
    },
  });
}

type Polling<V> = UseMutationResult<DokobitStatus, ApiError | PollingError<DokobitStatus>, V> & {
  /** Stops the polling (the user closed the dialog); the mutation then fails with an AbortError. */
  cancel: () => void;
};

function usePolling<V>(
  check: (client: ApiClient, variables: V, signal: AbortSignal) => Promise<DokobitStatus>,
  messagesOf: (variables: V) => PollMessages,
  onOk?: (status: DokobitStatus, variables: V) => void,
): Polling<V> {
  const client = useApiClient();
  const controller = useRef<AbortController | null>(null);
  const cancel = useCallback(() => controller.current?.abort(), []);
  useEffect(() => cancel, [cancel]); // leaving the screen stops the polling
  const mutation = useMutation<DokobitStatus, ApiError | PollingError<DokobitStatus>, V>({
    mutationFn: (variables) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      return pollStatus({
        check: (signal) => check(client, variables, signal),
        messages: messagesOf(variables),
        signal: current.signal,
      });
    },
    ...(onOk ? { onSuccess: onOk } : {}),
  });
  return { ...mutation, cancel };
}

/** Polls a Mobile-ID / Smart-ID login every second; on `ok` the answered key becomes the session. */
export function useLoginStatusPolling(): Polling<EndpointInput<'loginStatus'>> {
  const startSession = useStartSession();
  return usePolling(
    (client, input, signal) => client.call('loginStatus', input, { signal }),
    () => loginPollMessages,
    (status, { params }) => {
      const key = status.key ?? status.user_object?.key;
      const loginMethod = params.type === 'mobile' ? 'mobile_id' : 'smart_id';
      if (key) startSession(key, { loginMethod, cert: certOf(status) });
    },
  );
}

/** Polls a signature every second with the messages of the signing method (signPollMessages). */
export function useSignStatusPolling(): Polling<EndpointInput<'signStatus'> & { messages: PollMessages }> {
  return usePolling(
    (client, { body }, signal) => client.call('signStatus', { body }, { signal }),
    ({ messages }) => messages,
  );
}
