// Catching the files a play function's action saves: the download link's click and the blob behind it are
// intercepted, so nothing leaves the page and the story can read the name and the content.
import type { Workbook } from 'exceljs';
import { expect, spyOn, waitFor } from 'storybook/test';

export interface CaughtDownload {
  name: string;
  file: Blob;
}

/** Runs `act` and waits for `count` downloads (1 by default); returns them in order. The browser saves nothing. */
export async function catchDownloads(act: () => Promise<void> | void, count = 1): Promise<CaughtDownload[]> {
  const files: Blob[] = [];
  const names: string[] = [];
  const createObjectURL = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    files.push(blob as Blob);
    return 'blob:story-download';
  });
  const revokeObjectURL = spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  try {
    await act();
    await waitFor(() => expect(names).toHaveLength(count));
  } finally {
    createObjectURL.mockRestore();
    revokeObjectURL.mockRestore();
    click.mockRestore();
  }
  return names.map((name, index) => ({ name, file: files[index] as Blob }));
}

/** Runs `action` and waits for the one download it starts. */
export async function catchDownload(action: () => Promise<void> | void): Promise<CaughtDownload> {
  const [download] = await catchDownloads(action);
  return download as CaughtDownload;
}

/** The caught file read as a workbook (exceljs, loaded here only). */
export async function workbookOf(download: CaughtDownload): Promise<Workbook> {
  const { Workbook } = await import('exceljs');
  const workbook = new Workbook();
  await workbook.xlsx.load(await download.file.arrayBuffer());
  return workbook;
}
