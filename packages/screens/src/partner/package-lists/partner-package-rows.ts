// The partner's package lists as table rows and the rules of their search: pure, so the five screens, the
// export and the tests read one definition (spec operator §2 "Partner screens", §3 "Package in test").
import type { PackageInTest } from '@epp/api/schemas';
import { isDateInRange, matchesTextFilter } from '@epp/core';
import type { FilterValues } from '@epp/ui';
import { dayRangeOf, rangeValueOf } from '../../kit/list-filters/filter-range';
import { dateRangeRule } from '../../kit/list-filters/filter-rules';
import { defineListFilters, textValueOf } from '../../kit/list-filters/list-filters';

/** A package as the partner's tables show it: texts as the server gives them, the test day as an ISO day. */
export interface PartnerPackageRow {
  /** The package id (`package_id`): the row's identity and the key of its tests. */
  id: string;
  ean: string;
  name: string;
  client: string;
  category: string;
  type: string;
  /** The volume in cl, as text (the volume filter's option id). */
  volume: string;
  statusId: number;
  statusLabel: string;
  /** tested_at as YYYY-MM-DD; '' while untested. */
  testedAt: string;
  /** The last test's result code as text ('1' OK, '2' NOK, '3' N/A); '' when there is none. */
  testResult: string;
}

/** The test result codes of spec §4 (1 OK, 2 NOK, 3 N/A), by the labels a server may send instead. */
const RESULT_CODES: Readonly<Record<string, string>> = { OK: '1', NOK: '2', NA: '3', 'N/A': '3' };

function resultCodeOf(pkg: PackageInTest): string {
  const value = pkg.last_test?.value;
  if (value === null || value === undefined) return '';
  return RESULT_CODES[String(value)] ?? String(value);
}

export function partnerPackageRow(pkg: PackageInTest): PartnerPackageRow {
  return {
    id: String(pkg.package_id),
    ean: pkg.ean,
    name: pkg.name,
    client: pkg.client.label,
    category: pkg.category,
    type: pkg.type,
    volume: String(pkg.volume),
    statusId: pkg.status.id,
    statusLabel: pkg.status.label,
    testedAt: pkg.tested_at ? pkg.tested_at.slice(0, 10) : '',
    testResult: resultCodeOf(pkg),
  };
}

/** The texts of the lists' fields (filters, columns, export headers): one label wherever a field shows. */
export const PARTNER_PACKAGE_FIELD_KEYS = {
  testedAt: 'screens.partner.packageLists.columns.testedAt',
  ean: 'screens.partner.packageLists.columns.ean',
  name: 'screens.partner.packageLists.columns.name',
  client: 'screens.partner.packageLists.columns.client',
  category: 'screens.partner.packageLists.columns.category',
  type: 'screens.partner.packageLists.columns.type',
  volume: 'screens.partner.packageLists.columns.volume',
  status: 'screens.partner.packageLists.columns.status',
  testResult: 'screens.partner.packageLists.columns.testResult',
} as const;

/**
 * The spec's search of every partner list: EAN, company, product name, category, package type, volume in cl,
 * test result and a from/to date (the test day), keyed by the row field each narrows (also the URL parameter).
 */
export const PARTNER_PACKAGE_FILTERS = defineListFilters({
  ean: { kind: 'text', label: PARTNER_PACKAGE_FIELD_KEYS.ean },
  client: { kind: 'text', label: PARTNER_PACKAGE_FIELD_KEYS.client },
  name: { kind: 'text', label: PARTNER_PACKAGE_FIELD_KEYS.name },
  category: { kind: 'select', label: PARTNER_PACKAGE_FIELD_KEYS.category },
  type: { kind: 'select', label: PARTNER_PACKAGE_FIELD_KEYS.type },
  volume: { kind: 'select', label: PARTNER_PACKAGE_FIELD_KEYS.volume },
  testResult: { kind: 'select', label: PARTNER_PACKAGE_FIELD_KEYS.testResult },
  testedAt: {
    kind: 'dateRange',
    label: PARTNER_PACKAGE_FIELD_KEYS.testedAt,
    rule: dateRangeRule({ startAfterEnd: 'screens.partner.packageLists.dateOrder' }),
  },
});

const CHOICE_FILTERS = ['category', 'type', 'volume', 'testResult'] as const;

/**
 * The rows the applied search keeps: texts are case-insensitive contains (the EAN too, so a scanned or
 * partly typed code finds its packages), choices exact, the date range inclusive (an untested package is
 * left out once a range is set).
 */
export function filterPartnerPackageRows(
  rows: readonly PartnerPackageRow[],
  applied: FilterValues,
): PartnerPackageRow[] {
  const texts = (['ean', 'client', 'name'] as const).map((key) => [key, textValueOf(applied, key)] as const);
  const choices = CHOICE_FILTERS.map((key) => [key, textValueOf(applied, key)] as const).filter(
    ([, value]) => value !== '',
  );
  const range = dayRangeOf(rangeValueOf(applied, 'testedAt'));
  const hasRange = range.from !== undefined || range.to !== undefined;
  return rows.filter(
    (row) =>
      texts.every(([key, value]) => matchesTextFilter(row[key], value)) &&
      choices.every(([key, value]) => row[key] === value) &&
      (!hasRange || (row.testedAt !== '' && isDateInRange(row.testedAt, range))),
  );
}

/** The rows of one scanned EAN: exactly that code (a scan is a whole code, not a part of one). */
export function rowsOfEan(rows: readonly PartnerPackageRow[], ean: string): PartnerPackageRow[] {
  return rows.filter((row) => row.ean === ean.trim());
}
