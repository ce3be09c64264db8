// The columns every partner list shows. Module scope, as the DataTable asks: headers and cells are components
// reading the current language, so a language switch re-renders them without rebuilding the row models.
import { formatDisplayDate } from '@epp/core';
import { createDataTableColumns } from '@epp/ui';
import { StatusBadge } from '@epp/widgets/status-badge';
import { columnHeader } from '../../kit/table';
import { eanColumn, unbrokenCell, volumeColumn } from '../../packages';
import { PARTNER_PACKAGE_FIELD_KEYS as KEYS, type PartnerPackageRow } from './partner-package-rows';

const col = createDataTableColumns<PartnerPackageRow>();

/**
 * When columns fold into the row details (the table's container width, px; decisions in ../../shared/DECISIONS.md): the
 * first below 1100 (so already at a 1280 px window), the second below 900 (a window under 1200 px).
 */
const FOLD = { first: 1100, second: 900 } as const;

export const partnerPackageColumns = col.columns([
  col.accessor('testedAt', {
    // "Testitud": the filter's "Testimiskuupäev" is too wide for a column of dates, with nine columns in 1200 px.
    header: columnHeader('screens.partner.packageLists.columns.testedAtShort'),
    sortFn: 'basic',
    cell: ({ getValue }) => {
      const date = getValue();
      return date === '' ? '–' : unbrokenCell({ getValue: () => formatDisplayDate(date) });
    },
  }),
  col.accessor('ean', { ...eanColumn, header: columnHeader(KEYS.ean) }),
  col.accessor('name', { header: columnHeader(KEYS.name), sortFn: 'text' }),
  col.accessor('client', { header: columnHeader(KEYS.client), sortFn: 'text', meta: { foldBelow: FOLD.second } }),
  col.accessor('category', { header: columnHeader(KEYS.category), sortFn: 'text', meta: { foldBelow: FOLD.first } }),
  col.accessor('type', { header: columnHeader(KEYS.type), sortFn: 'text', meta: { foldBelow: FOLD.first } }),
  col.accessor((row) => Number(row.volume), {
    ...volumeColumn,
    header: columnHeader(KEYS.volume),
    meta: { ...volumeColumn.meta, foldBelow: FOLD.second },
  }),
  col.accessor('statusId', {
    header: columnHeader(KEYS.status),
    sortFn: 'basic',
    cell: ({ row }) => <StatusBadge family="package" value={row.original.statusId} label={row.original.statusLabel} />,
  }),
  col.accessor('testResult', {
    header: columnHeader(KEYS.testResult),
    sortFn: 'basic',
    cell: ({ getValue }) => {
      const result = getValue();
      return result === '' ? '–' : <StatusBadge family="testResult" value={result} />;
    },
  }),
]);

/** The lists open sorted by the test day, the latest first (untested packages last). */
export const PARTNER_PACKAGE_DEFAULT_SORT = { id: 'testedAt', desc: true } as const;
