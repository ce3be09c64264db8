// The columns of the testing and retesting lists (operator spec §2: Testimiskuupäev, EAN kood, Toote nimetus,
// Ettevõte, Värv, Toote kategooria, Pakendi tüüp, Kaal, Staatus, Testi tulemus, Seisund). Module scope, as
// the DataTable asks; headers and cells are components, so they follow a language switch.
import { formatDisplayDate } from '@epp/core';
import { translationKey } from '@epp/i18n';
import { createDataTableColumns } from '@epp/ui';
import { ConditionIcons } from '@epp/widgets/condition-icons';
import { StatusBadge } from '@epp/widgets/status-badge';
import { columnHeader } from '../../kit/table';
import { eanColumn, weightColumn } from '../../packages/package-cells';
import type { TestListRow } from './test-list-rows';

/** The registry lists' column texts (shared by the four lists: `screens.operator.registry.columns.*`). */
export const REGISTRY_COLUMN_KEYS = {
  testedAt: translationKey('screens.operator.registry.columns.testedAt'),
  ean: translationKey('screens.operator.registry.columns.ean'),
  name: translationKey('screens.operator.registry.columns.name'),
  client: translationKey('screens.operator.registry.columns.client'),
  color: translationKey('screens.operator.registry.columns.color'),
  category: translationKey('screens.operator.registry.columns.category'),
  type: translationKey('screens.operator.registry.columns.type'),
  weight: translationKey('screens.operator.registry.columns.weight'),
  status: translationKey('screens.operator.registry.columns.status'),
  testResult: translationKey('screens.operator.registry.columns.testResult'),
  conditions: translationKey('screens.operator.registry.columns.conditions'),
} as const;

/**
 * When columns fold into the row details (the table's container width, px; decisions in
 * ../../shared/DECISIONS.md): the eleven columns need about 1,500 px, so below that the five least important fold
 * (at a 1280 px window the area is about 980 px).
 */
const FOLD = { first: 1500 } as const;

const col = createDataTableColumns<TestListRow>();

export const testListColumns = col.columns([
  col.accessor('testedAt', {
    header: columnHeader(REGISTRY_COLUMN_KEYS.testedAt),
    sortFn: 'basic',
    cell: ({ getValue }) => {
      const day = getValue();
      return day === '' ? '–' : formatDisplayDate(day);
    },
  }),
  col.accessor('ean', { ...eanColumn, header: columnHeader(REGISTRY_COLUMN_KEYS.ean), filterFn: 'text' }),
  // Long texts on one line, cut with an ellipsis (the whole text as a tooltip): rows stay one line high and
  // the eleven columns take less room; the least important fold into the row details on narrower containers.
  col.accessor('name', {
    header: columnHeader(REGISTRY_COLUMN_KEYS.name),
    sortFn: 'text',
    filterFn: 'text',
    meta: { truncate: '18ch' },
  }),
  col.accessor('client', {
    header: columnHeader(REGISTRY_COLUMN_KEYS.client),
    sortFn: 'text',
    filterFn: 'select',
    meta: { truncate: '14ch', foldBelow: FOLD.first },
  }),
  col.accessor('color', {
    header: columnHeader(REGISTRY_COLUMN_KEYS.color),
    sortFn: 'text',
    meta: { truncate: '8ch', foldBelow: FOLD.first },
  }),
  col.accessor('category', {
    header: columnHeader(REGISTRY_COLUMN_KEYS.category),
    sortFn: 'text',
    filterFn: 'select',
    meta: { truncate: '14ch', foldBelow: FOLD.first },
  }),
  col.accessor('type', {
    header: columnHeader(REGISTRY_COLUMN_KEYS.type),
    sortFn: 'text',
    filterFn: 'select',
    meta: { truncate: '12ch', foldBelow: FOLD.first },
  }),
  col.accessor('weight', {
    ...weightColumn,
    header: columnHeader(REGISTRY_COLUMN_KEYS.weight),
    meta: { ...weightColumn.meta, foldBelow: FOLD.first },
  }),
  col.accessor('statusId', {
    header: columnHeader(REGISTRY_COLUMN_KEYS.status),
    sortFn: 'basic',
    filterFn: 'select',
    cell: ({ row }) => (
      <StatusBadge family="package" value={Number(row.original.statusId)} label={row.original.statusLabel} />
    ),
  }),
  col.accessor('testResult', {
    header: columnHeader(REGISTRY_COLUMN_KEYS.testResult),
    sortFn: 'basic',
    filterFn: 'select',
    cell: ({ getValue }) => {
      const result = getValue();
      return result === '' ? '–' : <StatusBadge family="testResult" value={Number(result)} />;
    },
  }),
  col.accessor('conditions', {
    header: columnHeader(REGISTRY_COLUMN_KEYS.conditions),
    filterFn: 'multiSelect',
    // The icons wrap onto a second line rather than widening the cell.
    cell: ({ row }) => <ConditionIcons row={row.original.record} />,
  }),
]);

/** Newest tests first. */
export const TEST_LIST_DEFAULT_SORT = { id: 'testedAt', desc: true } as const;
