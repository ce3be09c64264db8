// The mass report (spec §2 "Reports section"): one row per declared package — EAN, name, package type,
// weight (g), volume (cl), declared quantity and total weight (t) — in the interface language's number format.
import type { MassItem } from '@epp/api/schemas';
import { formatNumber } from '@epp/core';
import { useInterfaceLanguage } from '@epp/i18n';
import { createDataTableColumns } from '@epp/ui';
import { columnHeader } from '../../kit';
import { LocalNumber, unbrokenCell } from '../../packages';

export interface MassRow {
  id: string;
  ean: string;
  name: string;
  packageType: string;
  /** Grams per package. */
  weight: number;
  /** cl; null when the server sends none. */
  volume: number | null;
  quantity: number;
  /** Tonnes. */
  totalWeight: number;
}

export function massRow(item: MassItem): MassRow {
  const volume = Number(item.volume);
  return {
    id: String(item.id),
    ean: item.EAN,
    name: item.name,
    packageType: item.package_type,
    weight: item.weight,
    volume: item.volume === '' || !Number.isFinite(volume) ? null : volume,
    quantity: item.total_quantity,
    totalWeight: item.total_weight,
  };
}

/** Tonnes to the gram (6 decimals), trailing zeros left off: 0,0215. */
export const TONNE_DECIMALS = 6;

function Tonnes({ value }: { value: number }) {
  return <>{formatNumber(value, useInterfaceLanguage(), { maxDecimals: TONNE_DECIMALS })}</>;
}

const col = createDataTableColumns<MassRow>();

export const massColumns = col.columns([
  col.accessor('ean', {
    header: columnHeader('screens.client.massReport.columns.ean'),
    sortFn: 'digits',
    cell: unbrokenCell,
    meta: { width: '16ch' },
  }),
  col.accessor('name', {
    header: columnHeader('screens.client.massReport.columns.name'),
    sortFn: 'text',
    meta: { width: '32ch' },
  }),
  col.accessor('packageType', {
    header: columnHeader('screens.client.massReport.columns.packageType'),
    sortFn: 'text',
    meta: { width: '20ch' },
  }),
  col.accessor('weight', {
    header: columnHeader('screens.client.massReport.columns.weight'),
    sortFn: 'number',
    cell: ({ getValue }) => <LocalNumber value={getValue()} />,
    meta: { align: 'end', width: '10ch' },
  }),
  col.accessor((row) => row.volume ?? -1, {
    id: 'volume',
    header: columnHeader('screens.client.massReport.columns.volume'),
    sortFn: 'number',
    cell: ({ row }) => (row.original.volume === null ? '–' : <LocalNumber value={row.original.volume} />),
    meta: { align: 'end', width: '10ch' },
  }),
  col.accessor('quantity', {
    header: columnHeader('screens.client.massReport.columns.quantity'),
    sortFn: 'number',
    cell: ({ getValue }) => <LocalNumber value={getValue()} />,
    meta: { align: 'end', width: '14ch' },
  }),
  col.accessor('totalWeight', {
    header: columnHeader('screens.client.massReport.columns.totalWeight'),
    sortFn: 'number',
    cell: ({ getValue }) => <Tonnes value={getValue()} />,
    meta: { align: 'end', width: '14ch' },
  }),
]);
