import { buildWorkbook, type PreparedSheet } from './build-workbook';
import { excelFileName } from './excel-formats';

export interface ExportWorkbookOptions {
  /** The file's name, e.g. `Pakendid - ${client}`; ".xlsx" is added. */
  fileName: string;
  /** The sheets in order, each from `excelSheet(...)`, e.g. "Pakendid" and "Lisainfo". */
  sheets: readonly PreparedSheet[];
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The workbook's bytes, for a screen that sends or stores the file instead of downloading it. */
export async function workbookBlob(sheets: readonly PreparedSheet[]): Promise<Blob> {
  const workbook = await buildWorkbook(sheets);
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: XLSX_TYPE });
}

/**
 * Builds the workbook and hands it to the browser as a download. Rejects when building fails, so the
 * screen can show its message ("Excel faili loomine ebaõnnestus!").
 */
export async function exportWorkbook({ fileName, sheets }: ExportWorkbookOptions): Promise<void> {
  const blob = await workbookBlob(sheets);
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = excelFileName(fileName);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoke after the click has been handled; revoking at once can cancel the download in some browsers.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
