/**
 * The values a filter bar holds, one per filter key. A key is the id of the table column it filters, so the
 * same object drives a client-side table (its columns' filter functions) and a server request.
 */

/** An inclusive range; either end may be open. Dates are ISO days (YYYY-MM-DD), months are periods (YYYY-MM). */
export interface RangeFilterValue {
  from?: string;
  to?: string;
}

/** Text, select and number filters hold a string; a multi-select holds its chosen ids; ranges hold both ends. */
export type FilterValue = string | readonly string[] | RangeFilterValue;

export type FilterValues = Readonly<Record<string, FilterValue | undefined>>;

/**
 * How a filter is matched and written to the URL: `text` is a case-insensitive trimmed contains, `select`
 * an exact choice, `multiSelect` any of the chosen, `number` an exact number ("12,5" is 12.5), and the ranges
 * (`numberRange` with typed ends, dates, months)
 * keep values between their ends, both included.
 */
export type FilterKind = 'text' | 'select' | 'multiSelect' | 'number' | 'numberRange' | 'dateRange' | 'monthRange';

export type FilterKinds = Readonly<Record<string, FilterKind>>;

export function isRangeValue(value: FilterValue | undefined): value is RangeFilterValue {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A filter that does not narrow anything: an empty text, no chosen option, a range with both ends open. */
export function isEmptyFilterValue(value: FilterValue | undefined): boolean {
  if (value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (isRangeValue(value)) return !value.from && !value.to;
  return value.length === 0;
}

/** The filters that narrow the list, as TanStack Table's column filters (id = filter key). */
export function activeColumnFilters(values: FilterValues): { id: string; value: FilterValue }[] {
  const active: { id: string; value: FilterValue }[] = [];
  for (const [id, value] of Object.entries(values)) {
    if (value !== undefined && !isEmptyFilterValue(value)) active.push({ id, value });
  }
  return active;
}
