// The columns every partner list shows. Module scope, as the DataTable asks: headers and cells are components
// reading the current language, so a language switch re-renders them without rebuilding the row models.
import { formatDisplayDate } from '@epp/core';
import { createDataTableColumns } from '@epp/ui';
import { StatusBadge } from '@epp/widgets/status-badge';
import { columnHeader } from '../../kit/table';
import { eanColumn, unbrokenCell, volumeColumn } from '../../packages';
import { PARTNER_PACKAGE_FIELD_KEYS as KEYS, type PartnerPackageRow } from './partner-package-rows';

const col = createDataTableColumns<PartnerPackageRow>();

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
  col.accessor('client', { header: columnHeader(KEYS.client), sortFn: 'text' }),
  col.accessor('category', { header: columnHeader(KEYS.category), sortFn: 'text' }),
  col.accessor('type', { header: columnHeader(KEYS.type), sortFn: 'text' }),
  col.accessor((row) => Number(row.volume), { ...volumeColumn, header: columnHeader(KEYS.volume) }),
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
