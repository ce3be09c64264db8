// The client package table's columns (spec client §2 "Packages"). Module scope, as the DataTable asks:
// headers and cells are components reading the current language, so a language switch re-renders them
// without rebuilding the row models.
import { formatDisplayDate, formatNumber } from '@epp/core';
import { type TranslationKey, useEppTranslation, useInterfaceLanguage } from '@epp/i18n';
import { createDataTableColumns } from '@epp/ui';
import { StatusBadge } from '@epp/widgets/status-badge';
import { styled } from 'styled-components';
import type { PackageListRow } from './package-rows';

/** The column texts, shared by the table, the pending-application table and the Excel export. */
export const PACKAGE_COLUMN_KEYS = {
  ean: 'screens.client.packages.columns.ean',
  eanType: 'screens.client.packages.columns.eanType',
  name: 'screens.client.packages.columns.name',
  shortName: 'screens.client.packages.columns.shortName',
  color: 'screens.client.packages.columns.color',
  category: 'screens.client.packages.columns.category',
  type: 'screens.client.packages.columns.type',
  shortType: 'screens.client.packages.columns.shortType',
  volume: 'screens.client.packages.columns.volume',
  weight: 'screens.client.packages.columns.weight',
  status: 'screens.client.packages.columns.status',
  date: 'screens.client.packages.columns.date',
  testResult: 'screens.client.packages.columns.testResult',
} as const satisfies Record<string, TranslationKey>;

export function Header({ k }: { k: TranslationKey }) {
  const { t } = useEppTranslation();
  return <>{t(k)}</>;
}

/** A number in the interface language's format ("21,5" in Estonian). */
export function LocalNumber({ value }: { value: number }) {
  return <>{formatNumber(value, useInterfaceLanguage())}</>;
}

/** Codes and one-word classifier names are not broken mid-word (the table's cells otherwise wrap anywhere). */
export const Unbroken = styled.span`
  white-space: nowrap;
`;

const col = createDataTableColumns<PackageListRow>();

export const packageColumns = col.columns([
  col.accessor('ean', {
    header: () => <Header k={PACKAGE_COLUMN_KEYS.ean} />,
    sortFn: 'digits',
    cell: ({ getValue }) => <Unbroken>{getValue()}</Unbroken>,
  }),
  col.accessor('eanType', {
    header: () => <Header k={PACKAGE_COLUMN_KEYS.eanType} />,
    sortFn: 'text',
    cell: ({ getValue }) => <Unbroken>{getValue()}</Unbroken>,
  }),
  // Short headers where the cells are narrower than the filter's label ("Nimetus", "Tüüp"), so all eleven
  // columns fit 1200 px without a sideways scroll.
  col.accessor('name', {
    header: () => <Header k={PACKAGE_COLUMN_KEYS.shortName} />,
    sortFn: 'text',
  }),
  col.accessor('color', {
    header: () => <Header k={PACKAGE_COLUMN_KEYS.color} />,
    sortFn: 'text',
  }),
  col.accessor('category', {
    header: () => <Header k={PACKAGE_COLUMN_KEYS.category} />,
    sortFn: 'text',
  }),
  col.accessor('type', {
    header: () => <Header k={PACKAGE_COLUMN_KEYS.shortType} />,
    sortFn: 'text',
  }),
  col.accessor((row) => Number(row.volume), {
    id: 'volume',
    header: () => <Header k={PACKAGE_COLUMN_KEYS.volume} />,
    sortFn: 'number',
    meta: { align: 'end' },
    cell: ({ getValue }) => <LocalNumber value={getValue()} />,
  }),
  col.accessor('weight', {
    header: () => <Header k={PACKAGE_COLUMN_KEYS.weight} />,
    sortFn: 'number',
    meta: { align: 'end' },
    cell: ({ getValue }) => <LocalNumber value={getValue()} />,
  }),
  col.accessor('statusId', {
    header: () => <Header k={PACKAGE_COLUMN_KEYS.status} />,
    sortFn: 'basic',
    cell: ({ row }) => (
      <StatusBadge family="package" value={Number(row.original.statusId)} label={row.original.statusLabel} />
    ),
  }),
  col.accessor('date', {
    header: () => <Header k={PACKAGE_COLUMN_KEYS.date} />,
    sortFn: 'basic',
    cell: ({ getValue }) => {
      const date = getValue();
      return date === '' ? '–' : formatDisplayDate(date);
    },
  }),
  col.accessor('testResult', {
    header: () => <Header k={PACKAGE_COLUMN_KEYS.testResult} />,
    sortFn: 'basic',
    cell: ({ getValue }) => {
      const result = getValue();
      return result === '' ? '–' : <StatusBadge family="testResult" value={result} />;
    },
  }),
]);

/** The default sort: the date (combined_at), newest first. */
export const PACKAGE_DEFAULT_SORT = { id: 'date', desc: true } as const;
