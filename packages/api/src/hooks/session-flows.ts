import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { ApiClient } from '../client/create-client';
import type { ApiError } from '../client/errors';
import type { EndpointInput } from '../client/types';
import { loginPollMessages, type PollingError, type PollMessages, pollStatus } from '../polling/poll-status';
import type { DokobitStatus } from '../schemas/signing';
import { useApiClient } from './context';

// The calls that start or end a session. Login and logout reset all stored state (spec §4): the query
// cache is cleared so nothing of the previous user stays on screen.

function useStartSession() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useCallback(
    (key: string) => {
      queryClient.clear();
      client.session.setToken(key);
    },
    [client, queryClient],
  );
}

/** E-mail and password login: stores the answered key as the session. */
export function useLogin(): UseMutationResult<{ key: string }, ApiError, EndpointInput<'login'>> {
  const client = useApiClient();
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (input) => client.call('login', input),
    onSuccess: ({ key }) => startSession(key),
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
    onSuccess: ({ key }) => startSession(key),
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
  onOk?: (status: DokobitStatus) => void,
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
    (status) => {
      const key = status.key ?? status.user_object?.key;
      if (key) startSession(key);
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
