// The all-packages list's rows and columns (operator spec §2). Module scope, as the DataTable asks (new column
// objects would rebuild its row models); the headers are components (columnHeader), so they follow a language
// switch. Twelve columns fit 1200 px with the text ones cut to one line (the whole value as a tooltip).
// The server sorts: every sortable column has its ordering field in REGISTRY_PACKAGES_ORDERING.
import type { RegistryPackageRow } from '@epp/api/schemas';
import { isGreyedInAllPackages } from '@epp/core';
import { createDataTableColumns } from '@epp/ui';
import { StatusBadge } from '@epp/widgets/status-badge';
import { columnHeader } from '../../kit';
import { LocalNumber, Unbroken, unbrokenCell } from '../../packages';

export interface RegistryPackagesRow {
  id: string;
  ean: string;
  eanType: string;
  name: string;
  client: string;
  color: string;
  category: string;
  type: string;
  /** cl; null when the server gave none. */
  volume: number | null;
  /** g; null when the server gave none. */
  weight: number | null;
  statusId: number | null;
  statusLabel: string;
  /** As the server writes it (DD.MM.YYYY). */
  createdAt: string;
  /** The last test's result value ('1' OK, '2' NOK, '3' N/A); '' without a test. */
  testResult: string;
  /** The one greyed status (core `isGreyedInAllPackages`). */
  isGreyed: boolean;
}

const labelOf = (value: string | number | { label: string } | undefined | null): string =>
  value === undefined || value === null ? '' : typeof value === 'object' ? value.label : String(value);

const numberOf = (value: unknown): number | null => {
  const number =
    typeof value === 'object' && value !== null ? Number((value as { value: unknown }).value) : Number(value);
  return value === undefined || value === null || Number.isNaN(number) ? null : number;
};

/** A row of the server's page. */
export function registryPackagesRow(record: RegistryPackageRow): RegistryPackagesRow {
  const statusId = record.status ? Number(record.status.id) : null;
  return {
    id: String(record.package_id),
    ean: record.ean ?? '',
    eanType: labelOf(record.ean_type),
    name: record.name ?? '',
    client: record.client?.name ?? '',
    color: labelOf(record.color),
    category: record.category?.description ?? '',
    type: labelOf(record.type),
    volume: numberOf(record.volume),
    weight: numberOf(record.weight),
    statusId,
    statusLabel: record.status?.label ?? '',
    createdAt: record.created_at ?? '',
    testResult: record.last_test ? String(record.last_test.value) : '',
    isGreyed: statusId !== null && isGreyedInAllPackages(statusId),
  };
}

const COLUMN = 'screens.operator.registryPackages.columns';
const dash = <span aria-hidden="true">–</span>;
const numberCell = ({ getValue }: { getValue: () => number | null }) => {
  const value = getValue();
  return value === null ? dash : <LocalNumber value={value} />;
};

const col = createDataTableColumns<RegistryPackagesRow>();

/**
 * When columns fold into the row details (the table's container width, px; decisions in ../../shared/DECISIONS.md):
 * the first below 1100 (already at a 1280 px window), the second below 900, the third below 700.
 */
const FOLD = { first: 1100, second: 900, third: 700 } as const;

export const registryPackagesColumns = col.columns([
  col.accessor('ean', { header: columnHeader(`${COLUMN}.ean`), cell: unbrokenCell }),
  col.accessor('eanType', {
    header: columnHeader(`${COLUMN}.eanType`),
    meta: { truncate: '8ch', foldBelow: FOLD.first },
  }),
  col.accessor('name', { header: columnHeader(`${COLUMN}.name`), meta: { truncate: '16ch' } }),
  col.accessor('client', {
    header: columnHeader(`${COLUMN}.client`),
    meta: { truncate: '12ch', foldBelow: FOLD.third },
  }),
  col.accessor('color', { header: columnHeader(`${COLUMN}.color`), meta: { truncate: '8ch', foldBelow: FOLD.first } }),
  col.accessor('category', {
    header: columnHeader(`${COLUMN}.category`),
    meta: { truncate: '11ch', foldBelow: FOLD.first },
  }),
  col.accessor('type', { header: columnHeader(`${COLUMN}.type`), meta: { truncate: '8ch', foldBelow: FOLD.first } }),
  col.accessor('volume', {
    header: columnHeader(`${COLUMN}.volume`),
    meta: { align: 'end', foldBelow: FOLD.second },
    cell: numberCell,
  }),
  col.accessor('weight', {
    header: columnHeader(`${COLUMN}.weight`),
    meta: { align: 'end', foldBelow: FOLD.second },
    cell: numberCell,
  }),
  col.accessor('statusId', {
    id: 'status',
    header: columnHeader(`${COLUMN}.status`),
    cell: ({ row }) =>
      row.original.statusId === null ? (
        dash
      ) : (
        <StatusBadge family="package" audience="admin" value={row.original.statusId} label={row.original.statusLabel} />
      ),
  }),
  col.accessor('createdAt', {
    header: columnHeader(`${COLUMN}.createdAt`),
    cell: ({ getValue }) => (getValue() ? <Unbroken>{getValue()}</Unbroken> : dash),
  }),
  col.accessor('testResult', {
    header: columnHeader(`${COLUMN}.testResult`),
    cell: ({ getValue }) => (getValue() ? <StatusBadge family="testResult" value={getValue()} /> : dash),
  }),
]);
