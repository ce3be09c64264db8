import { WORKBOOK_READ_DEADLINE_MS } from '@epp/core';
import { readWorkbook, type SheetReadResult } from './read-workbook';
import { PREVIEW_ROWS } from './sheet-preview';
import type { SheetReadRequest, SheetWorkerMessage } from './sheet-worker-messages';
import { directoryRefusal, readZipDirectory } from './zip-directory';

/** Starting the worker and loading exceljs into it is not reading; it is bounded by this instead (a slow network). */
const LOAD_TIMEOUT_MS = 30_000;

export interface SheetPreviewOptions {
  maxRows?: number;
  /** How long reading may take once exceljs is loaded; the limits' deadline by default. */
  deadlineMs?: number;
  /** Starts the worker; the package's own sheet-worker.ts by default. Null reads on the calling thread. */
  createWorker?: (() => Worker) | null;
}

/** The package's worker, where the platform has workers (not in Node's unit tests). */
function defaultWorker(): (() => Worker) | null {
  if (typeof Worker === 'undefined') return null;
  return () => new Worker(new URL('./sheet-worker.ts', import.meta.url), { type: 'module' });
}

function readInWorker(
  createWorker: () => Worker,
  request: SheetReadRequest,
  deadlineMs: number,
): Promise<SheetReadResult> {
  return new Promise((resolve) => {
    const worker = createWorker();
    let timer = setTimeout(() => settle({ kind: 'failed' }), LOAD_TIMEOUT_MS);
    function settle(result: SheetReadResult) {
      clearTimeout(timer);
      worker.terminate();
      resolve(result);
    }
    let started = false;
    worker.onmessage = ({ data }: MessageEvent<SheetWorkerMessage>) => {
      started = true;
      if (data.kind === 'result') return settle(data.result);
      clearTimeout(timer);
      timer = setTimeout(() => settle({ kind: 'refused', refusal: 'read-timeout' }), deadlineMs);
    };
    worker.onerror = () => {
      if (started) return settle({ kind: 'failed' });
      // The worker's script could not be loaded (a bundler that does not emit it): read here instead. The
      // directory and the scan's limits still bound the work; only the deadline is lost.
      clearTimeout(timer);
      worker.terminate();
      readWorkbook(new Uint8Array(request.archive), request.entries, request.maxRows).then(resolve, () =>
        resolve({ kind: 'failed' }),
      );
    };
    // copied, not transferred: the fallback above needs the bytes if the worker never starts
    worker.postMessage(request);
  });
}

/**
 * Reads the first sheet of an .xlsx file for the import preview, without ever freezing the page: the zip
 * directory is checked here first (a few kB), then a Web Worker unpacks and scans the parts and reads the sheet
 * with exceljs, and is ended when it passes the deadline. Over a limit → `refused` with the reason.
 */
export async function readSheetPreview(file: Blob, options: SheetPreviewOptions = {}): Promise<SheetReadResult> {
  const { maxRows = PREVIEW_ROWS, deadlineMs = WORKBOOK_READ_DEADLINE_MS } = options;
  const entries = await readZipDirectory(file);
  if (entries === null) return { kind: 'failed' };
  const refusal = directoryRefusal(entries);
  if (refusal) return { kind: 'refused', refusal };
  const request: SheetReadRequest = { archive: await file.arrayBuffer(), entries, maxRows };
  const createWorker = options.createWorker === undefined ? defaultWorker() : options.createWorker;
  if (createWorker === null) return readWorkbook(new Uint8Array(request.archive), entries, maxRows);
  return readInWorker(createWorker, request, deadlineMs);
}
