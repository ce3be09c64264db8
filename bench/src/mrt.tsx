// material-react-table with row virtualization and its column filters shown; the name column filters with
// "contains" (the same work as the others; MRT's default "fuzzy" would also rank).
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { MaterialReactTable, type MRT_ColumnDef, useMaterialReactTable } from 'material-react-table';
import { textAt } from './cells';
import { startBench } from './harness';
import { type BenchRow, benchColumns } from './rows';

const columns: MRT_ColumnDef<BenchRow>[] = benchColumns.map(({ id, header }) => ({
  accessorKey: id,
  header,
  filterFn: 'contains',
  size: id === 'name' ? 240 : 140,
}));
const columnIndex = (id: string) => benchColumns.findIndex((column) => column.id === id) + 1;
const theme = createTheme();

function MrtTable({ rows }: { rows: BenchRow[] }) {
  const table = useMaterialReactTable({
    columns,
    data: rows,
    getRowId: (row) => row.id,
    enablePagination: false,
    enableRowVirtualization: true,
    enableFacetedValues: false,
    initialState: { showColumnFilters: true, density: 'compact' },
    muiTableContainerProps: { sx: { maxHeight: 600 } },
  });
  return <MaterialReactTable table={table} />;
}

startBench({
  firstRowText: (column) => textAt(`tbody tr[data-index="0"] td:nth-child(${columnIndex(column)})`),
  eanSortTarget: `thead th:nth-child(${columnIndex('ean')}) .Mui-TableHeadCell-Content-Labels`,
  nameFilterInput: `thead th:nth-child(${columnIndex('name')}) input`,
  render: (rows) => (
    <ThemeProvider theme={theme}>
      <MrtTable rows={rows} />
    </ThemeProvider>
  ),
});
