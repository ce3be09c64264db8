export { ExportButton, type ExportButtonProps } from './export-button';
export { type ExportTexts, useExport } from './use-export';
