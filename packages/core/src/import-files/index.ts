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
  sniffXlsx,
  validateDocumentUpload,
  validateImportFiles,
} from './import-files';
