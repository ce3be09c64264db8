import {
  type DocumentUploadError,
  type ImportFileError,
  sniffDocument,
  sniffXlsx,
  validateDocumentUpload,
  validateImportFiles,
} from '@epp/core';

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

export type DocumentFileRefusal = Exclude<DocumentUploadError, 'no-file'>;

export type DocumentFileCheck =
  | { ok: true; file: File }
  | { ok: false; error: DocumentFileRefusal }
  | { ok: false; error: null };

/**
 * Checks a contract document or warrant file by the same rules (spec operator §5 "Upload (contract/warrant)"):
 * one file, a name ending in asice, bdoc, pdf, ddoc or edoc, at most 5 MB, then its first bytes (a container
 * is a zip, a PDF starts "%PDF", a DigiDoc is XML), so a renamed file is refused. No files is no refusal.
 */
export async function checkDocumentFiles(files: readonly File[]): Promise<DocumentFileCheck> {
  const result = validateDocumentUpload(files);
  if (!result.ok) return { ok: false, error: result.error === 'no-file' ? null : result.error };
  if (!(await sniffDocument(result.file))) return { ok: false, error: 'wrong-file-type' };
  return { ok: true, file: result.file };
}
