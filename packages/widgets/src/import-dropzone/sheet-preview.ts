import { cellText, isValidGtin } from '@epp/core';

// The cell texts are read as the demo server's import reads them (@epp/core's cellText).
export { cellText };

import { buildWorkbook } from '@epp/ui/excel';

export interface SheetPreviewCell {
  text: string;
  /** The cell is in the EAN column and is not a valid GTIN (length or check digit). */
  isBadEan: boolean;
}

export interface SheetPreview {
  /** The first row of the first sheet. */
  header: string[];
  /** Up to `maxRows` rows after the header, as wide as the widest row shown. */
  rows: SheetPreviewCell[][];
  /** Rows with content after the header, all of them. */
  totalRows: number;
  /** The index of the column whose header names the EAN (first column named "EAN…"), or null. */
  eanColumn: number | null;
  /** How many EANs in the whole sheet fail the check, not only in the rows shown. */
  badEanCount: number;
}

export const PREVIEW_ROWS = 5;

type CellValue = unknown;

/** Builds the preview from rows of cell values (index 0 is the first column). */
export function previewFromRows(rows: readonly (readonly CellValue[])[], maxRows = PREVIEW_ROWS): SheetPreview {
  const texts = rows.map((row) => Array.from(row, cellText));
  const [header = [], ...body] = texts;
  const filled = body.filter((row) => row.some((cell) => cell !== ''));
  const eanIndex = header.findIndex((cell) => /^\s*ean/i.test(cell));
  const eanColumn = eanIndex === -1 ? null : eanIndex;
  const isBad = (row: readonly string[]) => {
    if (eanColumn === null) return false;
    const ean = row[eanColumn] ?? '';
    return ean !== '' && !isValidGtin(ean);
  };
  const shown = filled.slice(0, maxRows);
  const width = Math.max(header.length, ...shown.map((row) => row.length));
  return {
    header: Array.from({ length: width }, (_, index) => header[index] ?? ''),
    rows: shown.map((row) =>
      Array.from({ length: width }, (_, index) => ({
        text: row[index] ?? '',
        isBadEan: index === eanColumn && isBad(row),
      })),
    ),
    totalRows: filled.length,
    eanColumn,
    badEanCount: filled.filter(isBad).length,
  };
}

/**
 * Reads the first sheet of an .xlsx file with exceljs, loaded on the first call only through @epp/ui's lazy
 * workbook loader, never with the page. Only for a workbook that passed the limits (read-workbook.ts).
 */
export async function parseSheetPreview(bytes: Uint8Array, maxRows = PREVIEW_ROWS): Promise<SheetPreview> {
  const workbook = await buildWorkbook([]);
  await workbook.xlsx.load(bytes);
  const sheet = workbook.worksheets[0];
  const rows: CellValue[][] = [];
  sheet?.eachRow({ includeEmpty: false }, (row) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows.push(Array.from(values, (value) => value as CellValue));
  });
  return previewFromRows(rows, maxRows);
}
