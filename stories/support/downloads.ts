// Catching the files a play function's action saves: the download link's click and the blob behind it are
// intercepted, so nothing leaves the page and the story can read the name and the content.
import { expect, spyOn, waitFor } from 'storybook/test';

export interface CaughtDownload {
  name: string;
  blob: Blob;
}

/** Runs `act` and waits for `count` downloads (1 by default); returns them in order. */
export async function catchDownloads(act: () => Promise<void>, count = 1, timeout = 10_000): Promise<CaughtDownload[]> {
  const blobs: Blob[] = [];
  const names: string[] = [];
  const createObjectURL = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:story-download';
  });
  const revokeObjectURL = spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  try {
    await act();
    await waitFor(() => expect(names).toHaveLength(count), { timeout });
  } finally {
    createObjectURL.mockRestore();
    revokeObjectURL.mockRestore();
    click.mockRestore();
  }
  return names.map((name, index) => ({ name, blob: blobs[index] as Blob }));
}
