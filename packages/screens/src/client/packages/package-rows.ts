// The client's package list as table rows, its filters and its Excel sheets: pure, so the screen, the
// export and the tests read one definition.
import type { ClientPackage } from '@epp/api';
import { isDateInRange, matchesTextFilter, parseDisplayDate } from '@epp/core';
import type { FilterKinds, FilterValues, RangeFilterValue } from '@epp/ui';

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

/** The spec's filters (client §2 "Packages"), keyed by the row field each narrows. */
export const PACKAGE_FILTER_KINDS = {
  ean: 'text',
  eanType: 'select',
  name: 'text',
  category: 'select',
  type: 'select',
  volume: 'select',
  statusId: 'select',
  testResult: 'select',
  date: 'dateRange',
} as const satisfies FilterKinds;

const textOf = (values: FilterValues, key: string): string => {
  const value = values[key];
  return typeof value === 'string' ? value : '';
};

export function rangeOf(values: FilterValues, key: string): RangeFilterValue {
  const value = values[key];
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as RangeFilterValue) : {};
}

/**
 * The rows the applied filters keep: texts are case-insensitive trimmed contains, choices exact, the date
 * range inclusive at both ends (a package without a date is left out once a range is set).
 */
export function filterPackageRows(rows: readonly PackageListRow[], applied: FilterValues): PackageListRow[] {
  const ean = textOf(applied, 'ean');
  const name = textOf(applied, 'name');
  const choices = (['eanType', 'category', 'type', 'volume', 'statusId', 'testResult'] as const)
    .map((key) => [key, textOf(applied, key)] as const)
    .filter(([, value]) => value !== '');
  const { from, to } = rangeOf(applied, 'date');
  const range = { start: from || undefined, end: to || undefined };
  const hasRange = range.start !== undefined || range.end !== undefined;
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
