export { ExportButton, type ExportButtonProps } from './export-button';
export { type ExportFailure, type ExportTexts, useExport } from './use-export';
