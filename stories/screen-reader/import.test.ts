// Choosing a file in the import's drop area as a screen-reader user hears it, in Estonian and in English: the drop
// area is a button named by its label and described by its limits (each said once), a refused file's reason (the spec's message) is said once, an accepted
// file is said once, and the focus stays on the drop area while the file chooser comes and goes; removing the
// file says so and gives the focus back to the drop area.
import { rowXml, sheetXml, xlsxFile } from '@epp/fixtures';
import { afterEach, describe, expect, test } from 'vitest';
import * as importDropzone from '../widgets/import-dropzone.stories';
import {
  expectFocusKept,
  expectOnce,
  heard,
  hearUntil,
  languages,
  listenTo,
  press,
  type StoryModule,
  say,
  stopListening,
  tab,
  tabUntil,
} from './reader';

const { t } = say;
afterEach(stopListening);

/** A text file renamed .xlsx: the browser's chooser offers it (by its name), the dropzone refuses it by its content. */
const renamed = () => new File(['EAN kood;Kogus\n4740000000018;5\n'], 'aruanne.xlsx');
const workbook = async () =>
  new File(
    [await xlsxFile(sheetXml([rowXml(1, ['EAN kood', 'Kogus']), rowXml(2, ['4740000000018', 5])]))],
    'müük 10.2026.xlsx',
  );

const fileInput = () => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};

/**
 * Enter on the focused drop area, then the file chooser: the press must ask the browser for it (a click on the
 * file input, caught here as the headless browser has no chooser to show), and what the user picks comes back as
 * the input's files and its change event — the focus stays where it was, as after a real chooser.
 */
async function chooseWithEnter(file: File): Promise<void> {
  const input = fileInput();
  let asked = 0;
  const catchChooser = (event: Event) => {
    asked += 1;
    event.preventDefault();
  };
  input.addEventListener('click', catchChooser);
  try {
    await press('Enter');
    expect(asked, 'Enter asked for no file chooser').toBe(1);
  } finally {
    input.removeEventListener('click', catchChooser);
  }
  const picked = new DataTransfer();
  picked.items.add(file);
  input.files = picked.files;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

describe.each(languages)('the import drop area, heard in %s', (language) => {
  test('the drop area named, a refused file said once, an accepted file said once, the focus kept', async () => {
    await listenTo(importDropzone as unknown as StoryModule, 'Empty', language);
    const limits = t('widgets.importDropzone.limits', { mb: 5 });
    const dropArea = `button, ${t('widgets.importDropzone.dropLabel')}, ${limits}`;
    expect(await tabUntil(dropArea)).toEqual([say.link('widgets.importDropzone.template'), dropArea]);
    await heard();

    await chooseWithEnter(renamed());
    const refusal = say.alert(t('widgets.importDropzone.wrongFileType'));
    expectOnce(await hearUntil(refusal), refusal);
    await expectFocusKept();
    expect(document.activeElement?.getAttribute('aria-describedby')).toBeTruthy();

    const good = await workbook();
    await chooseWithEnter(good);
    const accepted = say.status(t('widgets.importDropzone.accepted', { fileName: good.name }));
    expectOnce(await hearUntil(accepted), accepted);
    await expectFocusKept();

    const remove = `button, ${t('widgets.importDropzone.remove', { fileName: good.name })}`;
    expect(await tab()).toBe(remove);
    await press('Enter');
    const removed = say.status(t('widgets.importDropzone.removed', { fileName: good.name }));
    const log = await hearUntil(removed);
    expectOnce(log, removed, dropArea);
    await expectFocusKept();
  });
});
