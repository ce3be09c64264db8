// What an import's workbook may hold before the browser reads it (issue #26 "Nothing frozen"). The spec sets only
// the 5 MB of the file; these bound what that file unpacks to, so reading its preview can never freeze the page.
// A report has a few known columns (EAN, name, counts, weights); a real one stays far below every limit.

/** All parts of the .xlsx together, unpacked (an .xlsx compresses about tenfold: a full 5 MB file fits). */
export const MAX_WORKBOOK_UNPACKED_BYTES = 60_000_000;
/** One sheet's XML, unpacked. */
export const MAX_SHEET_UNPACKED_BYTES = 40_000_000;
/** Parts in the zip archive (a workbook of a few sheets has about a dozen). */
export const MAX_WORKBOOK_ENTRIES = 1_000;
/** Rows of a sheet, the header included. */
export const MAX_IMPORT_ROWS = 10_000;
/** Columns of a sheet (A…AX): the reports' known columns with a wide margin. */
export const MAX_IMPORT_COLUMNS = 50;
/** How long reading the file for its preview may take once its directory passed, in milliseconds. */
export const WORKBOOK_READ_DEADLINE_MS = 2_000;

/** Why a workbook is refused before or while it is read. */
export type WorkbookRefusal = 'unpacked-too-large' | 'too-many-rows' | 'too-many-columns' | 'read-timeout';
