import type { TranslationKey } from '@epp/i18n';
import type { FilterKind, FilterKinds, FilterValue, FilterValues, RangeFilterValue, SelectOption } from '@epp/ui';

/** The kinds a list screen's filter bar offers; each renders its own field and matches its own way. */
export type ListFilterKind = Exclude<FilterKind, 'number'>;

export interface ListFilterDefinition {
  kind: ListFilterKind;
  /** The field's label (the range's legend). */
  label: TranslationKey;
  /**
   * A date range whose start may not be after today (spec operator §5, the operator's lists): its pickers then
   * keep to core's `datePickerLimits` (start not after the end nor today, end not before the start).
   */
  isStartMaxToday?: boolean;
}

/** A list's filters by key (the key is also the table column it filters and the URL parameter). */
export type ListFilterDefinitions = Readonly<Record<string, ListFilterDefinition>>;

/** The option lists a bar needs: one per select and multi-select filter. */
export type ListFilterOptions<D extends ListFilterDefinitions> = {
  [K in keyof D as D[K]['kind'] extends 'select' | 'multiSelect' ? K : never]: readonly SelectOption[];
};

/** Defines a list's filters once, at module scope, with their kinds kept in the type. */
export function defineListFilters<const D extends ListFilterDefinitions>(definitions: D): D {
  return definitions;
}

/** The filters' kinds, as the URL state and the DataTable's filter functions need them. */
export function filterKindsOf(definitions: ListFilterDefinitions): FilterKinds {
  return Object.fromEntries(Object.entries(definitions).map(([key, { kind }]) => [key, kind]));
}

/** A filter's value as the text field shows it. */
export function textValueOf(values: FilterValues, key: string): string {
  const value = values[key];
  return typeof value === 'string' ? value : '';
}

/** A multi-select's chosen ids. */
export function listValueOf(values: FilterValues, key: string): readonly string[] {
  const value = values[key];
  return Array.isArray(value) ? value : [];
}

/** A range filter's ends. */
export function rangeValueOf(values: FilterValues, key: string): RangeFilterValue {
  const value: FilterValue | undefined = values[key];
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as RangeFilterValue) : {};
}
