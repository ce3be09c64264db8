// The filters of the demo package table that the DataTable and FilterBar stories share: the text value of a
// filter, and the name, type and status fields drawn on a filter state's draft.
import { reference } from '@epp/fixtures';
import { type FilterState, type FilterValues, MultiSelect, Select, TextField } from '@epp/ui';
import { useStoryTranslation } from './text';

/** The filters of the demo package table, keyed by its column ids. */
export const packageFilterKinds = {
  name: 'text',
  type: 'select',
  status: 'multiSelect',
  weight: 'number',
  created: 'dateRange',
} as const;

/** A filter's value as text: '' when it holds nothing or something else (a list, a range). */
export function textOf(values: FilterValues, key: string): string {
  const value = values[key];
  return typeof value === 'string' ? value : '';
}

/** The package types as select options, named by their codes. */
export const typeOptions = reference.packageTypes.map((type) => ({ id: type.value, label: type.value }));

const STATUSES = ['registered', 'inTesting', 'waiting', 'rejected'] as const;

/** The name (text), type (select) and status (multi-select) filters of the demo package table. */
export function NameTypeStatusFilters({ draft, setValue }: Pick<FilterState, 'draft' | 'setValue'>) {
  const { t } = useStoryTranslation();
  const statusOptions = STATUSES.map((key) => ({ id: key, label: t(`demo.dataTable.statuses.${key}`) }));
  return (
    <>
      <TextField
        label={t('demo.dataTable.columns.name')}
        value={textOf(draft, 'name')}
        onChange={(value) => setValue('name', value)}
      />
      <Select
        label={t('demo.dataTable.columns.type')}
        options={typeOptions}
        selectedKey={textOf(draft, 'type') || null}
        onSelectionChange={(key) => setValue('type', key === null ? undefined : String(key))}
      />
      <MultiSelect
        label={t('demo.dataTable.columns.status')}
        options={statusOptions}
        value={Array.isArray(draft.status) ? draft.status : []}
        onChange={(keys) => setValue('status', keys.map(String))}
      />
    </>
  );
}
