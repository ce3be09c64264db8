/** The text areas the table draws (its states, selection bar, pager): what a host loads on demand for it. */
export { uiTextAreas as dataTableTextAreas } from '../text-areas';
export { useCellContext } from './cell-context';
export { DataTable } from './data-table';
export {
  createDataTableColumns,
  type DataTableColumn,
  type DataTableColumnMeta,
  type DataTableFeatures,
  dataTableFeatures,
} from './features';
export { compareBasic, compareDigits, compareNumbers, compareText } from './sort-fns';
export type {
  ClientModeProps,
  DataTableCommonProps,
  DataTableDensity,
  DataTableLabelling,
  DataTableProps,
  SelectionSummary,
  ServerModeProps,
  SortState,
} from './types';
export { type UseBarcodeScannerOptions, useBarcodeScanner } from './use-barcode-scanner';
