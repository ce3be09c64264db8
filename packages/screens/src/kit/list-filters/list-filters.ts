import type { IsoDate } from '@epp/core';
import type { TranslationKey } from '@epp/i18n';
import type { FilterKind, FilterKinds, FilterValue, FilterValues, SelectOption } from '@epp/ui';
import type { ComponentType } from 'react';

/** The kinds @epp/ui draws, matches and keeps in the address itself. */
export type BuiltInFilterKind = Exclude<FilterKind, 'number'>;
/** A built-in kind, or `custom`: a filter that brings its own control and its own URL codec. */
export type ListFilterKind = BuiltInFilterKind | 'custom';

/** What a filter's values are checked with before a search: `today` for the rules that look at the calendar. */
export interface FilterRuleContext {
  today: IsoDate;
}

/**
 * A filter's rule (a range's order, a number's digits): the messages of what is wrong with its value, empty
 * when it may be searched. The list URL state refuses a search that breaks one and says why in one alert.
 */
export type FilterRule = (value: FilterValue | undefined, context: FilterRuleContext) => readonly TranslationKey[];

interface FilterDefinitionBase {
  /** The field's label (the range's legend). */
  label: TranslationKey;
  rule?: FilterRule;
}

export interface BuiltInFilterDefinition extends FilterDefinitionBase {
  kind: BuiltInFilterKind;
  /**
   * A date range whose start may not be after today (spec operator §5, the operator's lists): its pickers then
   * keep to core's `datePickerLimits` (start not after the end nor today, end not before the start).
   */
  isStartMaxToday?: boolean;
}

/** How a custom filter is kept in the address: its own parameters, read back corrected. */
export interface FilterCodec {
  /** The value `params` hold (`undefined`: none; the list's default then applies). */
  read: (params: URLSearchParams) => FilterValue | undefined;
  /** Writes `value` into `params` (a copy the list owns), removing this filter's parameters when it is empty. */
  write: (value: FilterValue | undefined, params: URLSearchParams) => void;
}

/** What a custom filter's control gets: its label, its draft value and the two ways to change it. */
export interface FilterControlProps {
  label: string;
  value: FilterValue | undefined;
  /** Changes the draft (applied on "Otsi", or at once in a live list). */
  setValue: (value: FilterValue | undefined) => void;
  /** Changes the value and applies the list's draft with it at once (a complete range, a checkbox). */
  apply: (value: FilterValue | undefined) => void;
  today: IsoDate;
}

export interface CustomFilterDefinition extends FilterDefinitionBase {
  kind: 'custom';
  /** How a client-side table matches the value (its column filter function). */
  matchAs: FilterKind;
  Control: ComponentType<FilterControlProps>;
  /**
   * Where the value lives in the address (the context for a codec that corrects against today); by default as
   * `matchAs` keeps it (`key`, `key.from`/`key.to`).
   */
  codec?: (key: string, context: FilterRuleContext) => FilterCodec;
}

export type ListFilterDefinition = BuiltInFilterDefinition | CustomFilterDefinition;

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
  return Object.fromEntries(
    Object.entries(definitions).map(([key, definition]) => [
      key,
      definition.kind === 'custom' ? definition.matchAs : definition.kind,
    ]),
  );
}

/** The messages of every rule the values break, in the filters' order (empty: they may be searched). */
export function filterProblemsOf(
  definitions: ListFilterDefinitions,
  values: FilterValues,
  context: FilterRuleContext,
): TranslationKey[] {
  return Object.entries(definitions).flatMap(([key, { rule }]) => (rule ? [...rule(values[key], context)] : []));
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
