// The import preview's Web Worker (read-sheet-preview.ts): the workbook is read off the page's main thread, so a
// heavy or hostile file cannot freeze the page, and the page ends the worker when reading passes its deadline.
import { loadReader, readWorkbook } from './read-workbook';
import type { SheetReadRequest, SheetWorkerMessage } from './sheet-worker-messages';

const post = (message: SheetWorkerMessage) => self.postMessage(message);

self.onmessage = async (event: MessageEvent<SheetReadRequest>) => {
  const { archive, entries, maxRows } = event.data;
  await loadReader();
  post({ kind: 'loaded' });
  post({ kind: 'result', result: await readWorkbook(new Uint8Array(archive), entries, maxRows) });
};
