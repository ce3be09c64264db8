import type { WorkbookRefusal } from '@epp/core';
import { buildWorkbook } from '@epp/ui/excel';
import { parseSheetPreview, type SheetPreview } from './sheet-preview';
import { scanWorkbook } from './sheet-scan';
import type { ZipEntry } from './zip-directory';

/** What reading a workbook for its preview ends in. */
export type SheetReadResult =
  | { kind: 'ready'; data: SheetPreview }
  | { kind: 'refused'; refusal: WorkbookRefusal }
  | { kind: 'failed' };

/** Loads exceljs (the first time only): reading starts after it, so its deadline counts reading alone. */
export const loadReader = async (): Promise<void> => {
  await buildWorkbook([]);
};

/**
 * Reads a workbook whose directory passed: its parts are unpacked and counted and its sheets scanned first, and
 * exceljs reads it only when all are within the limits. Runs in the preview's Web Worker (sheet-worker.ts).
 */
export async function readWorkbook(
  archive: Uint8Array,
  entries: readonly ZipEntry[],
  maxRows: number,
): Promise<SheetReadResult> {
  try {
    const refusal = await scanWorkbook(archive, entries);
    if (refusal) return { kind: 'refused', refusal };
    return { kind: 'ready', data: await parseSheetPreview(archive, maxRows) };
  } catch {
    return { kind: 'failed' };
  }
}
