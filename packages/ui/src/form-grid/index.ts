export { FormGrid, FormGridCell, type FormGridCellProps, type FormGridProps } from './form-grid';
