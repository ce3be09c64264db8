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
 * The part of exceljs's workbook the kit and its hosts use. Our own type at the package boundary: exceljs's
 * declarations need @types/node (its `Buffer`, streams), and a browser host must not need them to type-check.
 */
export interface EppWorkbook {
  created: Date;
  modified: Date;
  readonly xlsx: {
    load(data: ArrayBuffer | Uint8Array): Promise<unknown>;
    writeBuffer(): Promise<ArrayBuffer>;
  };
  readonly worksheets: readonly EppWorksheet[];
}

/** A sheet of an {@link EppWorkbook}: its rows with their cell values (`values[0]` is empty, as in Excel). */
export interface EppWorksheet {
  eachRow(options: { includeEmpty: boolean }, callback: (row: { values: unknown }) => void): void;
}

/**
 * Builds the workbook. exceljs (about 1 MB) is loaded here, on the first export, never with the page.
 * The header row is bold and stays in view while scrolling.
 */
export async function buildWorkbook(sheets: readonly PreparedSheet[]): Promise<EppWorkbook> {
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
  // exceljs's writeBuffer resolves with a Node Buffer in Node and a Uint8Array-like in browsers: both are bytes.
  return workbook as unknown as EppWorkbook;
}
