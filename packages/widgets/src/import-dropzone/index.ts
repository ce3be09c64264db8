export { ApiImportDropzone, type ApiImportDropzoneProps, type ImportTarget } from './api-import-dropzone';
export {
  checkDocumentFiles,
  checkImportFiles,
  type DocumentFileCheck,
  type DocumentFileRefusal,
  type ImportFileCheck,
  type ImportFileRefusal,
} from './check-import-file';
export { DocumentFileButton, type DocumentFileButtonProps, documentRefusalMessage } from './document-file-button';
export { importErrorLines } from './error-lines';
export {
  ImportDropzone,
  type ImportDropzoneProps,
  type ImportKind,
  type ImportPeriods,
  type ImportStatistics,
} from './import-dropzone';
export { readSheetPreview, type SheetPreviewOptions } from './read-sheet-preview';
export type { SheetReadResult } from './read-workbook';
export {
  cellText,
  PREVIEW_ROWS,
  previewFromRows,
  type SheetPreview,
  type SheetPreviewCell,
} from './sheet-preview';
export { importDropzoneTextAreas } from './text-areas';
