// Counting the requests a story's screen sends: a handler in front of the fixture handlers notes each request
// and answers nothing, so msw passes it on to the next handler (the fixture world answers it as usual).
import { http } from 'msw';
import { userEvent } from 'storybook/test';

type Method = 'get' | 'post' | 'put' | 'delete';

export function requestCounter(method: Method, path: string) {
  let urls: URL[] = [];
  return {
    /** Put first in `parameters.msw.handlers`. */
    handler: http[method](`*/${path}`, ({ request }) => {
      urls.push(new URL(request.url));
    }),
    count: () => urls.length,
    /** The addresses asked for, in order (a list's filters are in their query). */
    urls: () => urls,
    reset: () => {
      urls = [];
    },
  };
}

/**
 * Notes the requests of several endpoints in the order they were sent, each with its JSON body (none for a GET
 * or an empty body); like requestCounter it answers nothing, so the fixture handlers answer as usual.
 */
export function requestLog(routes: readonly (readonly [Method, string])[]) {
  let entries: { method: Method; path: string; body: unknown }[] = [];
  return {
    /** Put first in `parameters.msw.handlers`. */
    handlers: routes.map(([method, path]) =>
      http[method](`*/${path}`, async ({ request }) => {
        const entry = { method, path, body: undefined as unknown };
        entries.push(entry); // in the order sent, before the body is read
        entry.body = await request
          .clone()
          .json()
          .catch(() => undefined);
      }),
    ),
    /** `method path` of each request, in order. */
    order: () => entries.map((entry) => `${entry.method} ${entry.path}`),
    bodiesOf: (method: Method, path: string) =>
      entries.filter((entry) => entry.method === method && entry.path === path).map((entry) => entry.body),
    reset: () => {
      entries = [];
    },
  };
}

/**
 * Submits a form twice in one tick, as a double click or a held Enter can: the second submit comes before React
 * has rendered the first one's pending state, so only a guard that does not wait for a render stops it.
 */
export async function submitTwiceInOneTick(field: HTMLElement) {
  const form = field.closest('form');
  if (!form) throw new Error('submitTwiceInOneTick: the field is not in a form');
  await userEvent.click(field);
  form.requestSubmit();
  form.requestSubmit();
}

/**
 * Holds each request to a path until the play function lets it go, then passes it on to the fixture handlers: a
 * story sees the pending state (a busy button) for as long as it needs, with no sleep.
 */
export function heldRequests(method: Method, path: string) {
  let waiting: (() => void)[] = [];
  let count = 0;
  return {
    /** Put first in `parameters.msw.handlers`. */
    handler: http[method](`*/${path}`, async () => {
      count += 1;
      await new Promise<void>((resolve) => waiting.push(resolve));
    }),
    /** How many requests came. */
    count: () => count,
    /** Lets every held request go on. */
    release: () => {
      for (const resolve of waiting) resolve();
      waiting = [];
    },
    reset: () => {
      count = 0;
      waiting = [];
    },
  };
}
