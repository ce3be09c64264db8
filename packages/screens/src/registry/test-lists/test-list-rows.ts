// The rows of the operator's testing and retesting lists (operator spec §2): one per package record, with
// what the columns show and the filters match prepared once per answer, and the record kept for the rules.
import type { PackageRecord } from '@epp/api/schemas';
import {
  appliedConditions,
  type IsoDate,
  type PackageCondition,
  packageConditions,
  parseApiDate,
  parseDisplayDate,
  testResultGroup,
} from '@epp/core';

export interface TestListRow {
  id: string;
  /** tested_at as an ISO day ('' when not tested), so it sorts and filters as a date. */
  testedAt: IsoDate | '';
  ean: string;
  name: string;
  client: string;
  color: string;
  category: string;
  type: string;
  weight: number;
  statusId: string;
  statusLabel: string;
  /** The last test's result as the test result filter's option id: '1' OK, '2' NOK, '3' N/A, '' none. */
  testResult: '' | '1' | '2' | '3';
  /** The conditions that apply (what the conditions filter matches). */
  conditions: PackageCondition[];
  record: PackageRecord;
}

const RESULT_IDS = { ok: '1', 'not-ok': '2', 'not-available': '3' } as const;

/** A label of a `{ label }` or plain value. */
const labelOf = (value: string | number | { label: string }): string =>
  typeof value === 'object' ? value.label : String(value);

/** The server writes tested_at "DD.MM.YYYY" (or ISO, or "DD-MM-YYYY"): an ISO day, '' when there is none. */
export function testedDayOf(value: string | null | undefined): IsoDate | '' {
  if (!value) return '';
  const day = value.slice(0, 10);
  return parseDisplayDate(day) ?? parseApiDate(day) ?? '';
}

export function testListRow(record: PackageRecord): TestListRow {
  const group = testResultGroup(record.last_test?.value);
  return {
    id: String(record.id),
    testedAt: testedDayOf(record.tested_at),
    ean: record.ean,
    name: record.name,
    client: record.client.name,
    color: labelOf(record.color),
    category: record.category.description || record.category.label,
    type: record.type.label,
    weight: record.weight,
    statusId: String(record.status.id),
    statusLabel: record.status.label,
    testResult: group === null ? '' : RESULT_IDS[group],
    conditions: appliedConditions(packageConditions(record)),
    record,
  };
}

/** Only the list's status group: an answer may hold packages that have just moved on. */
export function testListRows(records: readonly PackageRecord[], statusIds: readonly number[]): TestListRow[] {
  return records.filter((record) => statusIds.includes(record.status.id)).map(testListRow);
}
