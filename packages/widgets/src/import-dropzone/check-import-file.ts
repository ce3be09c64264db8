import { type ImportFileError, sniffXlsx, validateImportFiles } from '@epp/core';

export type ImportFileRefusal = Exclude<ImportFileError, 'no-file'>;

export type ImportFileCheck =
  | { ok: true; file: File }
  | { ok: false; error: ImportFileRefusal }
  | { ok: false; error: null };

/**
 * Checks dropped or chosen files by @epp/core's rules: one file, a name ending in .xlsx, at most 5 MB, then
 * its first bytes (an .xlsx is a zip archive), so a renamed .csv or .xls is refused too. The browser's MIME
 * type is never trusted (Windows browsers report an empty type for .xlsx). No files at all is no refusal.
 */
export async function checkImportFiles(files: readonly File[]): Promise<ImportFileCheck> {
  const result = validateImportFiles(files);
  if (!result.ok) return { ok: false, error: result.error === 'no-file' ? null : result.error };
  if (!(await sniffXlsx(result.file))) return { ok: false, error: 'wrong-file-type' };
  return { ok: true, file: result.file };
}
