// The DataTable with a FilterBar: useFilterState holds the draft and applied filters, Select options have `id`.
import { useInterfaceLanguage } from '@epp/i18n';
import { createDataTableColumns, DataTable, FilterBar, Select, TextField, useFilterState } from '@epp/ui';

interface Row {
  id: string;
  ean: string;
  name: string;
  type: string;
}

const rows: Row[] = Array.from({ length: 30 }, (_, index) => ({
  id: String(index + 1),
  ean: String(4740000000000 + index),
  name: `Package ${index + 1}`,
  type: index % 2 ? 'PET' : 'CAN',
}));

const col = createDataTableColumns<Row>();
const columns = col.columns([
  col.accessor('ean', { header: 'EAN', sortFn: 'digits', filterFn: 'text' }),
  col.accessor('name', { header: 'Name', sortFn: 'text', filterFn: 'text' }),
  col.accessor('type', { header: 'Type', sortFn: 'text', filterFn: 'select' }),
]);

const typeOptions = [
  { id: 'PET', label: 'PET' },
  { id: 'CAN', label: 'CAN' },
];

export function PackagesTable() {
  const language = useInterfaceLanguage();
  const filters = useFilterState({ kinds: { name: 'text', type: 'select' } });
  const { draft, setValue } = filters;
  return (
    <>
      <FilterBar
        title={language === 'en' ? 'Find packages' : 'Pakendi otsing'}
        onSearch={filters.apply}
        onClear={filters.clear}
      >
        <TextField
          label="Name"
          value={typeof draft.name === 'string' ? draft.name : ''}
          onChange={(value) => setValue('name', value)}
        />
        <Select
          label="Type"
          options={typeOptions}
          selectedKey={typeof draft.type === 'string' ? draft.type : null}
          onSelectionChange={(key) => setValue('type', key === null ? undefined : String(key))}
        />
      </FilterBar>
      <DataTable<Row>
        caption="Packages"
        data={rows}
        columns={columns}
        getRowId={(row) => row.id}
        filters={filters.applied}
        defaultPageSize={10}
      />
    </>
  );
}
