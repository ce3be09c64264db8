import type { SheetReadResult } from './read-workbook';
import type { ZipEntry } from './zip-directory';

/** The page → the preview's worker: the file's bytes (transferred) and its directory. */
export interface SheetReadRequest {
  archive: ArrayBuffer;
  entries: readonly ZipEntry[];
  maxRows: number;
}

/** The worker → the page: exceljs is loaded (the deadline starts), then the result. */
export type SheetWorkerMessage = { kind: 'loaded' } | { kind: 'result'; result: SheetReadResult };
