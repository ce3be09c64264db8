// The classifier tables' rows and columns (spec operator §2 "Settings", §3 "Classifiers"). One row shape for the
// five lists and one column per field; each kind lists the columns it shows (settings-kinds.ts). Module scope, as
// the DataTable asks; the cells are components, so they follow a language switch.
import type { Category, Color, PackageType, ProcessFee, Volume } from '@epp/api/schemas';
import { formatDisplayDate, formatMoney, formatNumber, type IsoDate, parseApiDate } from '@epp/core';
import { useInterfaceLanguage } from '@epp/i18n';
import { createDataTableColumns } from '@epp/ui';
import { columnHeader } from '../../kit';

const K = 'screens.operator.settings.columns';

/** A classifier of any of the five lists; the fields a list has not are empty. */
export interface ClassifierRow {
  id: string;
  /** The classifier's value (a category's, type's or colour's). */
  value: string;
  /** A category's description, a process fee type's description. */
  description: string;
  /** A type's price or a process fee, in euros (shown with 4 decimals); null when none is set. */
  cost: number | null;
  /** A volume in cl. */
  volume: number | null;
  /** A process fee type's code. */
  code: string;
  /** The day a process fee applies from (ISO, so the column sorts). */
  startDate: IsoDate | '';
}

const EMPTY: Omit<ClassifierRow, 'id'> = {
  value: '',
  description: '',
  cost: null,
  volume: null,
  code: '',
  startDate: '',
};

export const categoryRows = (rows: readonly Category[]): ClassifierRow[] =>
  rows.map((row) => ({ ...EMPTY, id: String(row.id), value: row.value, description: row.description }));

export const typeRows = (rows: readonly PackageType[]): ClassifierRow[] =>
  rows.map((row) => ({ ...EMPTY, id: String(row.id), value: row.value, cost: row.cost ?? null }));

export const colorRows = (rows: readonly Color[]): ClassifierRow[] =>
  rows.map((row) => ({ ...EMPTY, id: String(row.id), value: row.value }));

export const volumeRows = (rows: readonly Volume[]): ClassifierRow[] =>
  rows.map((row) => ({ ...EMPTY, id: String(row.id), value: String(row.value), volume: Number(row.value) }));

/** A process fee has no id of its own in the spec: its type and start date name it. */
export const processFeeRows = (rows: readonly ProcessFee[]): ClassifierRow[] =>
  rows.map((row) => ({
    ...EMPTY,
    id: String(row.id ?? `${row.process_fee_type.value}@${row.start_at}`),
    value: row.process_fee_type.description,
    description: row.process_fee_type.description,
    code: row.process_fee_type.value,
    cost: row.cost,
    startDate: parseApiDate(row.start_at) ?? '',
  }));

function CostCell({ cost }: { cost: number | null }) {
  const language = useInterfaceLanguage();
  // unit prices carry four decimals (spec operator §3: type cost, process fee cost)
  return <>{cost === null ? '–' : formatMoney(cost, language, { decimals: 4 })}</>;
}

function VolumeCell({ volume }: { volume: number | null }) {
  const language = useInterfaceLanguage();
  return <>{volume === null ? '–' : formatNumber(volume, language)}</>;
}

const col = createDataTableColumns<ClassifierRow>();

/** A type's price and a process fee: the same cost, under each table's own header. */
const costColumn = (id: 'price' | 'fee', width: string) =>
  col.accessor('cost', {
    id,
    header: columnHeader(`${K}.${id}`),
    sortFn: 'number',
    meta: { width, align: 'end' },
    cell: ({ getValue }) => <CostCell cost={getValue()} />,
  });

/** Every column a classifier table may show, by id. */
export const classifierColumns = {
  value: col.accessor('value', { header: columnHeader(`${K}.value`), sortFn: 'text' }),
  description: col.accessor('description', { header: columnHeader(`${K}.description`), sortFn: 'text' }),
  price: costColumn('price', '180px'),
  volume: col.accessor('volume', {
    header: columnHeader(`${K}.volume`),
    sortFn: 'number',
    // the volumes' only column: at the start, under the tabs, not at the table's far end
    cell: ({ getValue }) => <VolumeCell volume={getValue()} />,
  }),
  code: col.accessor('code', { header: columnHeader(`${K}.code`), sortFn: 'text', meta: { width: '160px' } }),
  fee: costColumn('fee', '160px'),
  startDate: col.accessor('startDate', {
    header: columnHeader(`${K}.startDate`),
    sortFn: 'text',
    meta: { width: '160px' },
    cell: ({ getValue }) => (getValue() === '' ? '–' : formatDisplayDate(getValue() as IsoDate)),
  }),
};

export type ClassifierColumnId = keyof typeof classifierColumns;
