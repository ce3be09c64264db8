// Counting the requests a story's screen sends: a handler in front of the fixture handlers notes each request
// and answers nothing, so msw passes it on to the next handler (the fixture world answers it as usual).
import { http } from 'msw';
import { userEvent } from 'storybook/test';

export function requestCounter(method: 'get' | 'post' | 'put' | 'delete', path: string) {
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
