// The driver itself (reader.ts): a change inside a live region whose node then leaves the page.
import { virtual } from '@guidepup/virtual-screen-reader';
import { waitFor } from 'storybook/test';
import { afterEach, expect, test } from 'vitest';
import { startReader, stopListening } from './reader';

const rejections: string[] = [];
const onRejection = (event: PromiseRejectionEvent) => {
  rejections.push(String(event.reason));
  event.preventDefault();
};

afterEach(async () => {
  window.removeEventListener('unhandledrejection', onRejection);
  await stopListening();
  document.body.replaceChildren();
});

test('a change in a labelled node that leaves the page at once is not spoken, and the reader keeps listening', async () => {
  document.body.innerHTML = `<div aria-live="polite"><section aria-labelledby="heading"><h3 id="heading">Kommentaar</h3><p>Tere</p></section></div>`;
  window.addEventListener('unhandledrejection', onRejection);
  await startReader(document.body);
  const region = document.querySelector('[aria-live]') as HTMLElement;
  const section = region.querySelector('section') as HTMLElement;
  // Changed and removed in the same task, as a deleted comment's row is: by the time the reader reads the change,
  // the row is out of the document.
  (section.querySelector('p') as HTMLElement).textContent = 'Muudetud';
  section.remove();
  const note = document.createElement('p');
  note.textContent = 'Kommentaar kustutati';
  region.append(note);
  // Either the reader speaks the batch or the library's reading of it rejects (and the whole batch is lost).
  let log: string[] = [];
  await waitFor(async () => {
    log = await virtual.spokenPhraseLog();
    expect(rejections.length > 0 || log.includes('polite: Kommentaar kustutati')).toBe(true);
  });
  expect(rejections).toEqual([]);
  expect(log.filter((said) => said.includes('Muudetud'))).toEqual([]);
  expect(virtual.activeNode).not.toBeNull();
});
