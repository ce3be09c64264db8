export {
  buildWorkbook,
  type EppWorkbook,
  type EppWorksheet,
  type ExcelColumn,
  type ExcelSheet,
  excelSheet,
  type PreparedSheet,
} from './build-workbook';
export {
  EXCEL_NUMBER_FORMATS,
  type ExcelFormat,
  type ExcelValue,
  excelCellValue,
  excelFileName,
} from './excel-formats';
export { type ExportWorkbookOptions, exportWorkbook, workbookBlob } from './export-workbook';
