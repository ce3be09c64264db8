// Cell formats of the exports. Excel stores number formats with "," for grouping and "." for decimals and
// shows them in the reader's own locale: in an Estonian Excel "#,##0.00" reads "1 234,56". Dates are written
// day first with dots, as every screen shows them (DD.MM.YYYY), whatever the reader's locale.

/** How a column's values are written: text as is, numbers with Estonian grouping and decimals, days, months. */
export type ExcelFormat = 'text' | 'integer' | 'decimal' | 'money' | 'date' | 'period';

export const EXCEL_NUMBER_FORMATS: Readonly<Record<ExcelFormat, string | undefined>> = {
  text: '@',
  integer: '#,##0',
  decimal: '#,##0.00',
  money: '#,##0.00 "€"',
  date: 'dd.mm.yyyy',
  period: 'mm.yyyy',
};

/** A cell value as a screen gives it: text, a number, an ISO day ("2026-11-20") or period ("2026-11"), or nothing. */
export type ExcelValue = string | number | null | undefined;

/**
 * The value written into the cell. Days and periods become Excel dates (midnight UTC, so no time zone moves
 * them to the day before); numbers given as text ("12,50") become numbers; empty stays empty.
 */
export function excelCellValue(value: ExcelValue, format: ExcelFormat): string | number | Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (format === 'date' || format === 'period') {
    const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?/.exec(String(value));
    if (!match) return String(value);
    return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3] ?? '1')));
  }
  if (format === 'text') return String(value);
  if (typeof value === 'number') return value;
  const number = Number(value.trim().replace(/\s/g, '').replace(',', '.'));
  return Number.isFinite(number) ? number : value;
}

/** A file name Excel and every file system accept: no path or reserved characters, ending in ".xlsx". */
export function excelFileName(name: string): string {
  const clean =
    name
      .replace(/[\\/:*?"<>|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'export';
  return clean.toLowerCase().endsWith('.xlsx') ? clean : `${clean}.xlsx`;
}
