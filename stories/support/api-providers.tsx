// The providers a wired widget or a screen needs in a story: a fresh QueryClient (no retries, so an error
// state shows at once) and an @epp/api client on the fixture handlers MSW serves for the story.
//
// A story about what a login recorded (how the user logged in, the login's certificate) passes `login`: the
// story then has a session of its own, started the way a login starts one (`session.start` with the facts),
// kept in memory so it never leaks into another story. Without it the client keeps the browser's store.
//
// No call deadline here (`timeoutMs: null`): a Loading story's never-answered call must stay loading for as long as
// a designer looks at it, not turn into the portal's timeout error after 30 s. The resilience pass's hang cases set
// a short one (setStoryCallDeadline) before they render, to see the screen show the timeout and recover.
//
// Payment answers may come back to the page (`ownOrigin`): the fixtures do not simulate the provider, their
// "redirect" is the portal's own return address (the stories observe it, nothing follows it).
import {
  type ApiClientConfig,
  ApiClientProvider,
  createApiClient,
  createSessionStore,
  EVERYPAY_HOSTS,
  memoryStorage,
} from '@epp/api';
import type { LoginFacts } from '@epp/core';
import { FIXTURE_SESSION_KEY } from '@epp/fixtures';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';

let callDeadlineMs: number | null = null;

/** The deadline of the clients created from now on (`null`: none, every story's). Only the resilience pass sets it. */
export function setStoryCallDeadline(ms: number | null): void {
  callDeadlineMs = ms;
}

/** Read when a client is made, so the resilience pass's deadline applies to the next render's client. */
const storyClientConfig = (): ApiClientConfig => ({
  baseUrl: '/api/v1/',
  timeoutMs: callDeadlineMs,
  paymentPages: { hosts: EVERYPAY_HOSTS, ownOrigin: true },
});

/** A client whose session was started by a login with these facts. */
function loggedInClient(login: LoginFacts) {
  const session = createSessionStore({ storage: memoryStorage() });
  session.start(FIXTURE_SESSION_KEY, login);
  return createApiClient({ ...storyClientConfig(), session });
}

export function ApiProviders({ children, login }: { children: ReactNode; login?: LoginFacts }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const [apiClient] = useState(() => (login ? loggedInClient(login) : createApiClient(storyClientConfig())));
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={apiClient}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
}
