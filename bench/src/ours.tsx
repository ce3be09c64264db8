// Our DataTable in "Kõik" (all rows) mode, virtualized, with the name filter as a controlled TextField: each
// keystroke is a new `filters` value, as the portal's live filters are. The page loads only the table's texts
// (dataTableTextAreas) in its one language, on demand, as an embedding host does.
import { ALL_ROWS } from '@epp/core';
import { createEppI18nOnDemand } from '@epp/i18n/on-demand';
import { TextField, UiProvider } from '@epp/ui';
import { createDataTableColumns, DataTable, dataTableTextAreas } from '@epp/ui/data-table';
import { useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { textAt } from './cells';
import { startBench } from './harness';
import { type BenchRow, benchColumns } from './rows';

const col = createDataTableColumns<BenchRow>();
const columns = col.columns(
  benchColumns.map(({ id, header, numeric }) =>
    col.accessor(id, {
      header,
      sortFn: id === 'ean' ? 'digits' : numeric ? 'number' : 'basic',
      filterFn: numeric ? 'number' : 'text',
    }),
  ),
);
const columnIndex = (id: string) => benchColumns.findIndex((column) => column.id === id) + 1;
const rowId = (row: BenchRow) => row.id;
const i18n = await createEppI18nOnDemand({ language: 'en', areas: dataTableTextAreas });

function OursTable({ rows }: { rows: BenchRow[] }) {
  const [name, setName] = useState('');
  const filters = useMemo(() => ({ name }), [name]);
  return (
    <I18nextProvider i18n={i18n}>
      <UiProvider language="en">
        <div data-bench="filter">
          <TextField label="Name" value={name} onChange={setName} />
        </div>
        <DataTable<BenchRow>
          caption="Packages"
          data={rows}
          columns={columns}
          getRowId={rowId}
          filters={filters}
          defaultPageSize={ALL_ROWS}
          virtualHeight={600}
        />
      </UiProvider>
    </I18nextProvider>
  );
}

startBench({
  firstRowText: (column) => textAt(`table[data-virtual] tbody[data-index="0"] td:nth-child(${columnIndex(column)})`),
  eanSortTarget: `thead th:nth-child(${columnIndex('ean')}) button`,
  nameFilterInput: '[data-bench="filter"] input',
  render: (rows) => <OursTable rows={rows} />,
});
