import type { Workbook } from 'exceljs';
import { EXCEL_NUMBER_FORMATS, type ExcelFormat, type ExcelValue, excelCellValue } from './excel-formats';

export interface ExcelColumn<TRow> {
  /** The header text, e.g. "EAN kood". */
  header: string;
  value: (row: TRow) => ExcelValue;
  /** Default 'text'. EANs stay text so their leading digits and length are kept. */
  format?: ExcelFormat;
  /** Width in characters; default the header's length, at least 10. */
  width?: number;
}

export interface ExcelSheet<TRow> {
  /** The sheet's tab, e.g. "Pakendid" (Excel allows 31 characters). */
  name: string;
  columns: readonly ExcelColumn<TRow>[];
  rows: readonly TRow[];
}

/** A sheet with its rows already turned into cell values, so sheets of different row types fit one list. */
export interface PreparedSheet {
  name: string;
  columns: readonly { header: string; format: ExcelFormat; width: number }[];
  cells: readonly (readonly (string | number | Date | null)[])[];
}

/** Turns a typed sheet into cell values: `excelSheet({ name: 'Pakendid', columns, rows })`. */
export function excelSheet<TRow>(sheet: ExcelSheet<TRow>): PreparedSheet {
  const columns = sheet.columns.map((column) => ({
    header: column.header,
    format: column.format ?? 'text',
    width: column.width ?? Math.max(10, column.header.length + 2),
  }));
  return {
    name: sheet.name.slice(0, 31),
    columns,
    cells: sheet.rows.map((row) =>
      sheet.columns.map((column, index) => excelCellValue(column.value(row), columns[index]?.format ?? 'text')),
    ),
  };
}

/**
 * Builds the workbook. exceljs (about 1 MB) is loaded here, on the first export, never with the page.
 * The header row is bold and stays in view while scrolling.
 */
export async function buildWorkbook(sheets: readonly PreparedSheet[]): Promise<Workbook> {
  const module = await import('exceljs');
  // exceljs is CommonJS: bundlers put it on `default`, Node's ESM loader exposes both.
  const ExcelJS = module.default ?? module;
  const workbook = new ExcelJS.Workbook();
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    worksheet.columns = sheet.columns.map((column) => ({
      header: column.header,
      width: column.width,
      style: { numFmt: EXCEL_NUMBER_FORMATS[column.format] },
    }));
    worksheet.getRow(1).font = { bold: true };
    for (const row of sheet.cells) worksheet.addRow([...row]);
  }
  return workbook;
}
