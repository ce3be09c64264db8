// The applications list's rows and columns (spec operator §2 "Applications list": EAN kood, Toote nimetus,
// Ettevõte, Esitatud, Seisund). Module scope, as the DataTable asks; the headers are components
// (columnHeader), so they follow a language switch.
import type { PackageRecord } from '@epp/api/schemas';
import {
  APPLICATIONS_HIDDEN_CONDITIONS,
  appliedConditions,
  formatDisplayDate,
  type IsoDate,
  type PackageCondition,
  packageConditions,
  parseDisplayDate,
} from '@epp/core';
import { createDataTableColumns } from '@epp/ui';
import { ConditionIcons } from '@epp/widgets/condition-icons';
import { columnHeader } from '../../kit';
import { unbrokenCell } from '../../packages';

/** A row of the list: the record as the API gave it (the rules and the condition icons read it) and its shown values. */
export interface ApplicationRow {
  /** The package id as text: the table's row id (selection, scanning). */
  id: string;
  ean: string;
  name: string;
  client: string;
  /** The submission day as an ISO date (sorted and filtered by day); '' when the API gave none. */
  submitted: IsoDate | '';
  /** The conditions that apply (what the conditions filter matches). */
  conditions: PackageCondition[];
  record: PackageRecord;
}

/** The rows of GET administrator/applications/. The API writes the date DD.MM.YYYY (or ISO). */
export function applicationRows(records: readonly PackageRecord[]): ApplicationRow[] {
  return records.map((record) => ({
    id: String(record.id),
    ean: record.ean,
    name: record.name,
    client: record.client.name,
    submitted: submittedDay(record.date),
    conditions: appliedConditions(packageConditions(record)),
    record,
  }));
}

function submittedDay(date: string | null | undefined): IsoDate | '' {
  if (!date) return '';
  return parseDisplayDate(date) ?? (/^\d{4}-\d{2}-\d{2}/.test(date) ? date.slice(0, 10) : '');
}

/** Column header keys, shared by the registry lists (screens.operator.registry.columns.*). */
const HEADER = {
  ean: 'screens.operator.registry.columns.ean',
  name: 'screens.operator.registry.columns.name',
  client: 'screens.operator.registry.columns.client',
  submitted: 'screens.operator.registry.columns.submitted',
  conditions: 'screens.operator.registry.columns.conditions',
} as const;

const col = createDataTableColumns<ApplicationRow>();

export const applicationColumns = col.columns([
  col.accessor('ean', { header: columnHeader(HEADER.ean), sortFn: 'digits', filterFn: 'text', cell: unbrokenCell }),
  col.accessor('name', { header: columnHeader(HEADER.name), sortFn: 'text', filterFn: 'text' }),
  col.accessor('client', { header: columnHeader(HEADER.client), sortFn: 'text', filterFn: 'text' }),
  col.accessor('submitted', {
    header: columnHeader(HEADER.submitted),
    sortFn: 'basic',
    filterFn: 'dateRange',
    cell: ({ getValue }) => {
      const day = getValue();
      return day === '' ? '–' : formatDisplayDate(day);
    },
  }),
  col.accessor('conditions', {
    header: columnHeader(HEADER.conditions),
    filterFn: 'multiSelect',
    // Filtered, not sorted: the header stays a plain header.
    enableSorting: false,
    // Debt, unsubmitted reports and sync state; the two comment indicators are hidden here (no test yet).
    cell: ({ row }) => <ConditionIcons row={row.original.record} hide={APPLICATIONS_HIDDEN_CONDITIONS} />,
  }),
]);

/** The default order (not shown in the spec): the oldest application first, as they are worked through. */
export const APPLICATION_DEFAULT_SORT = { id: 'submitted', desc: false } as const;
