// A package list as table rows and the rules of its filters: pure, so the screens, the export and the tests
// read one definition.
import type { ClientPackage } from '@epp/api';
import { formatNumber, isDateInRange, matchesTextFilter, type NumberLocale, parseDisplayDate } from '@epp/core';
import type { FilterValues } from '@epp/ui';
import { dayRangeOf, rangeValueOf } from '../kit/list-filters/filter-range';
import { dateRangeRule } from '../kit/list-filters/filter-rules';
import { defineListFilters, filterKindsOf, textValueOf } from '../kit/list-filters/list-filters';
import { PACKAGE_COLUMN_KEYS } from './package-fields';

/** A package as the table shows it: texts as the server gives them, the date as an ISO day for sorting. */
export interface PackageListRow {
  id: string;
  ean: string;
  eanType: string;
  name: string;
  color: string;
  category: string;
  type: string;
  /** The volume in cl, as text (the volume filter's option id). */
  volume: string;
  weight: number;
  statusId: string;
  statusLabel: string;
  /** combined_at as YYYY-MM-DD; '' when the package has none. */
  date: string;
  /** The last test's result (id or code) as text; '' when untested. */
  testResult: string;
}

export function packageListRow(pkg: ClientPackage): PackageListRow {
  return {
    id: String(pkg.id),
    ean: pkg.EAN,
    eanType: pkg.EAN_type,
    name: pkg.name,
    color: pkg.color,
    category: pkg.package_category,
    type: pkg.package_type,
    volume: String(pkg.volume),
    weight: pkg.weight,
    statusId: String(pkg.status.value),
    statusLabel: pkg.status.label,
    date: (pkg.combined_at ? parseDisplayDate(pkg.combined_at) : null) ?? '',
    testResult: pkg.package_test === null ? '' : String(pkg.package_test),
  };
}

/**
 * The spec's filters of the package list (client §2 "Packages"), in the filter bar's order, keyed by the row
 * field each narrows (the key is also the URL parameter).
 */
export const PACKAGE_FILTERS = defineListFilters({
  ean: { kind: 'text', label: PACKAGE_COLUMN_KEYS.ean },
  eanType: { kind: 'select', label: PACKAGE_COLUMN_KEYS.eanType },
  name: { kind: 'text', label: PACKAGE_COLUMN_KEYS.name },
  category: { kind: 'select', label: PACKAGE_COLUMN_KEYS.category },
  type: { kind: 'select', label: PACKAGE_COLUMN_KEYS.type },
  volume: { kind: 'select', label: PACKAGE_COLUMN_KEYS.volume },
  statusId: { kind: 'select', label: PACKAGE_COLUMN_KEYS.status },
  testResult: { kind: 'select', label: PACKAGE_COLUMN_KEYS.testResult },
  date: {
    kind: 'dateRange',
    label: PACKAGE_COLUMN_KEYS.date,
    rule: dateRangeRule({ startAfterEnd: 'screens.client.packages.dateOrder' }),
  },
});

export const PACKAGE_FILTER_KINDS = filterKindsOf(PACKAGE_FILTERS);

/** The select filters: each keeps the rows whose field equals the chosen option exactly. */
const CHOICE_FILTERS = ['eanType', 'category', 'type', 'volume', 'statusId', 'testResult'] as const;

/**
 * The rows the applied filters keep: texts are case-insensitive trimmed contains, choices exact, the date
 * range inclusive at both ends (a package without a date is left out once a range is set).
 */
export function filterPackageRows(rows: readonly PackageListRow[], applied: FilterValues): PackageListRow[] {
  const ean = textValueOf(applied, 'ean');
  const name = textValueOf(applied, 'name');
  const choices = CHOICE_FILTERS.map((key) => [key, textValueOf(applied, key)] as const).filter(
    ([, value]) => value !== '',
  );
  const range = dayRangeOf(rangeValueOf(applied, 'date'));
  const hasRange = range.from !== undefined || range.to !== undefined;
  return rows.filter(
    (row) =>
      matchesTextFilter(row.ean, ean) &&
      matchesTextFilter(row.name, name) &&
      choices.every(([key, value]) => row[key] === value) &&
      (!hasRange || (row.date !== '' && isDateInRange(row.date, range))),
  );
}

/** Distinct option values in first-seen order, for a select filled from the reference lists. */
export function uniqueOptions(values: readonly string[]): { id: string; label: string }[] {
  return [...new Set(values)].map((value) => ({ id: value, label: value }));
}

/**
 * The volume filter's choices, smallest first: each volume once, its id the value as the rows hold it ("56.8"),
 * its label in the interface language (et "56,8").
 */
export function volumeOptions(values: readonly (string | number)[], language: NumberLocale) {
  const numbers = [...new Set(values.map(String))].sort((a, b) => Number(a) - Number(b));
  return numbers.map((id) => ({ id, label: volumeLabel(id, language) }));
}

/** A volume as a choice shows it: in the interface language's decimals (et "56,8"); a non-number as it is. */
export function volumeLabel(value: string | number, language: NumberLocale): string {
  return Number.isFinite(Number(value)) && String(value).trim() !== '' ? formatNumber(value, language) : String(value);
}
