// AG Grid Community as its documentation sets it up: default row virtualization, row animation off, a floating
// text filter on each column with debounce 0 so a keystroke filters at once.
import { AllCommunityModule, type ColDef, ModuleRegistry } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { textAt } from './cells';
import { startBench } from './harness';
import { type BenchRow, benchColumns } from './rows';

ModuleRegistry.registerModules([AllCommunityModule]);

const columnDefs: ColDef<BenchRow>[] = benchColumns.map(({ id, header, numeric }) => ({
  field: id,
  headerName: header,
  filter: numeric ? 'agNumberColumnFilter' : 'agTextColumnFilter',
  floatingFilter: true,
  filterParams: { debounceMs: 0 },
  width: id === 'name' ? 240 : 140,
}));

startBench({
  firstRowText: (column) => textAt(`.ag-row[row-index="0"] [col-id="${column}"]`),
  eanSortTarget: '.ag-header-cell[col-id="ean"] .ag-header-cell-label',
  nameFilterInput: '.ag-floating-filter[aria-colindex="4"] input',
  render: (rows) => (
    <div style={{ height: 640 }}>
      <AgGridReact<BenchRow> rowData={rows} columnDefs={columnDefs} animateRows={false} getRowId={(p) => p.data.id} />
    </div>
  ),
});
