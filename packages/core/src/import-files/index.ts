export { cellText } from './cell-text';
export {
  DOCUMENT_UPLOAD_EXTENSIONS,
  type DocumentUploadError,
  type FileLike,
  IMPORT_FILE_EXTENSION,
  type ImportFileError,
  type ImportFilesResult,
  MAX_IMPORT_FILE_BYTES,
  MAX_IMPORT_FILE_MB,
  sniffDocument,
  sniffXlsx,
  validateDocumentUpload,
  validateImportFiles,
} from './import-files';
export {
  MAX_IMPORT_COLUMNS,
  MAX_IMPORT_ROWS,
  MAX_SHEET_UNPACKED_BYTES,
  MAX_WORKBOOK_ENTRIES,
  MAX_WORKBOOK_UNPACKED_BYTES,
  WORKBOOK_READ_DEADLINE_MS,
  type WorkbookRefusal,
} from './workbook-limits';
