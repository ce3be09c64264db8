// Catching a download in a story: the browser save (a temporary link with `download`, clicked) is intercepted,
// so the play function can read the file back instead of the browser saving it.
import type { Workbook } from 'exceljs';
import { expect, spyOn, waitFor } from 'storybook/test';

export interface CaughtDownload {
  file: Blob;
  name: string;
}

/** Runs `action` and waits for the one download it starts; the browser saves nothing. */
export async function catchDownload(action: () => Promise<void> | void): Promise<CaughtDownload> {
  const files: Blob[] = [];
  const names: string[] = [];
  const createObjectURL = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    files.push(blob as Blob);
    return 'blob:story-download';
  });
  const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  try {
    await action();
    await waitFor(() => expect(names).toHaveLength(1), { timeout: 10_000 });
  } finally {
    createObjectURL.mockRestore();
    click.mockRestore();
  }
  return { file: files[0] as Blob, name: names[0] ?? '' };
}

/** The caught file read as a workbook (exceljs, loaded here only). */
export async function workbookOf(download: CaughtDownload): Promise<Workbook> {
  const { Workbook } = await import('exceljs');
  const workbook = new Workbook();
  await workbook.xlsx.load(await download.file.arrayBuffer());
  return workbook;
}
