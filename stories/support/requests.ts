// Counting the requests a story's screen sends: a handler in front of the fixture handlers notes each request
// and answers nothing, so msw passes it on to the next handler (the fixture world answers it as usual).
import { http } from 'msw';
import { userEvent } from 'storybook/test';

export function requestCounter(method: 'get' | 'post' | 'put' | 'delete', path: string) {
  let count = 0;
  return {
    /** Put first in `parameters.msw.handlers`. */
    handler: http[method](`*/${path}`, () => {
      count += 1;
    }),
    count: () => count,
    reset: () => {
      count = 0;
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
