// The one range shape: `{ from, to }`, as core's `PeriodRange` and `DateRange` have it; a filter's value has
// either end open (`{ from?, to? }`, @epp/ui's `RangeFilterValue`), a range picker holds an unchosen end as
// `null`. The conversions between them are written here only.
import type { DateRange, IsoDate } from '@epp/core';
import { isIsoDate } from '@epp/core';
import type { FilterValue, FilterValues, RangeFilterValue } from '@epp/ui';

/** A range picker's value: both ends, `null` while not chosen. */
export interface PickerRange<T extends string = string> {
  from: T | null;
  to: T | null;
}

/** A range filter's ends (`{}` when the value is not a range). */
export function rangeOf(value: FilterValue | undefined): RangeFilterValue {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as RangeFilterValue) : {};
}

/** A range filter's ends under `key`. */
export function rangeValueOf(values: FilterValues, key: string): RangeFilterValue {
  return rangeOf(values[key]);
}

/** The range as a picker shows it. */
export function pickerRangeOf<T extends string = string>(range: RangeFilterValue): PickerRange<T> {
  return { from: (range.from as T | undefined) ?? null, to: (range.to as T | undefined) ?? null };
}

/** A picker's range as the filter keeps it: only the ends that are set. */
export function rangeOfPicker(picked: PickerRange): RangeFilterValue {
  return { ...(picked.from ? { from: picked.from } : {}), ...(picked.to ? { to: picked.to } : {}) };
}

/** Whether both ends are set. */
export function isCompleteRange(range: RangeFilterValue): range is { from: string; to: string } {
  return Boolean(range.from && range.to);
}

/** The ends that are days (a malformed one from the address is open), as core's day rules take them. */
export function dayRangeOf(range: RangeFilterValue): Partial<DateRange> {
  const day = (value: string | undefined): IsoDate | undefined =>
    value && isIsoDate(value) ? (value as IsoDate) : undefined;
  const from = day(range.from);
  const to = day(range.to);
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}
