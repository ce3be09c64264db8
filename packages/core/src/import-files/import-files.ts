/** Import limits shared by every import (sales, returns, rPET): one .xlsx file of at most 5,000,000 bytes. */
export const MAX_IMPORT_FILE_BYTES = 5_000_000;
/** The same limit as the "{n} MB" of the message "Maksimaalne failimaht on {n} MB." (decimal megabytes). */
export const MAX_IMPORT_FILE_MB = MAX_IMPORT_FILE_BYTES / 1_000_000;
export const IMPORT_FILE_EXTENSION = '.xlsx';

export type ImportFileError = 'no-file' | 'too-many-files' | 'wrong-file-type' | 'file-too-large';

export interface FileLike {
  name: string;
  size: number;
}

export type ImportFilesResult<F extends FileLike> = { ok: true; file: F } | { ok: false; error: ImportFileError };

/**
 * Checks files dropped or chosen for an import, in the spec's order: exactly one file, a name ending in
 * .xlsx (any case), at most 5,000,000 bytes. Confirm the content with `sniffXlsx` before uploading.
 */
export function validateImportFiles<F extends FileLike>(files: ReadonlyArray<F>): ImportFilesResult<F> {
  const [file, ...others] = files;
  if (file === undefined) return { ok: false, error: 'no-file' };
  if (others.length > 0) return { ok: false, error: 'too-many-files' };
  if (!file.name.toLowerCase().endsWith(IMPORT_FILE_EXTENSION)) return { ok: false, error: 'wrong-file-type' };
  if (file.size > MAX_IMPORT_FILE_BYTES) return { ok: false, error: 'file-too-large' };
  return { ok: true, file };
}

/** An .xlsx file is a zip archive: its first four bytes are the local file header "PK\x03\x04". */
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

/** Whether a file's content starts like an .xlsx (zip) file, so a renamed .csv or .xls is refused. */
export async function sniffXlsx(blob: Pick<Blob, 'slice'>): Promise<boolean> {
  const bytes = new Uint8Array(await blob.slice(0, ZIP_SIGNATURE.length).arrayBuffer());
  return ZIP_SIGNATURE.every((byte, index) => bytes[index] === byte);
}

/** Contract documents and warrant files: one file with one of these extensions (spec section 5). */
export const DOCUMENT_UPLOAD_EXTENSIONS: readonly string[] = ['asice', 'bdoc', 'pdf', 'ddoc', 'edoc'];

export type DocumentUploadError = 'no-file' | 'too-many-files' | 'wrong-file-type' | 'file-too-large';

/** A file name's extension, lower case; '' without one. */
const extensionOf = (name: string) => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '');

/**
 * Checks a contract or warrant upload: exactly one file with an allowed extension (any case), within the
 * imports' size limit (the spec names none for documents; the same limit and message as every other upload).
 * Confirm the content with `sniffDocument` before uploading.
 */
export function validateDocumentUpload<F extends FileLike>(
  files: ReadonlyArray<F>,
): { ok: true; file: F } | { ok: false; error: DocumentUploadError } {
  const [file, ...others] = files;
  if (file === undefined) return { ok: false, error: 'no-file' };
  if (others.length > 0) return { ok: false, error: 'too-many-files' };
  if (!DOCUMENT_UPLOAD_EXTENSIONS.includes(extensionOf(file.name))) return { ok: false, error: 'wrong-file-type' };
  if (file.size > MAX_IMPORT_FILE_BYTES) return { ok: false, error: 'file-too-large' };
  return { ok: true, file };
}

/** "%PDF" */
const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46];
/** "<" (a DigiDoc .ddoc is XML, possibly after a UTF-8 byte order mark) */
const XML_START = 0x3c;
const UTF8_BOM = [0xef, 0xbb, 0xbf];

/**
 * Whether a document's content starts as its extension says: .asice, .bdoc and .edoc are signature containers
 * (zip archives), .pdf starts "%PDF", .ddoc is XML. So a renamed photo or spreadsheet is refused before upload.
 */
export async function sniffDocument(file: Pick<Blob, 'slice'> & { name: string }): Promise<boolean> {
  const bytes = [...new Uint8Array(await file.slice(0, 4).arrayBuffer())];
  const startsWith = (signature: readonly number[]) => signature.every((byte, index) => bytes[index] === byte);
  const extension = extensionOf(file.name);
  if (extension === 'pdf') return startsWith(PDF_SIGNATURE);
  if (extension === 'ddoc') return bytes[0] === XML_START || (startsWith(UTF8_BOM) && bytes[3] === XML_START);
  return startsWith(ZIP_SIGNATURE);
}
