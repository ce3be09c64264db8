import type { IsoDate } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import type { FilterValue, FilterValues } from '@epp/ui';
import {
  DatePicker,
  FilterRange,
  MultiSelect,
  Select,
  type SelectOption,
  TextField,
  useDateRangeLimits,
} from '@epp/ui';
import { memo, useCallback, useLayoutEffect, useRef } from 'react';
import { MonthRangeControl } from './custom-filters';
import { dayRangeOf, pickerRangeOf, rangeValueOf } from './filter-range';
import {
  type ListFilterDefinition,
  type ListFilterDefinitions,
  type ListFilterOptions,
  listValueOf,
  textValueOf,
} from './list-filters';

/** The part of the list URL state the fields use (`useListUrlState`'s result). */
export interface ListFilterDraft {
  draft: FilterValues;
  setValue: (key: string, value: FilterValue | undefined) => void;
  apply: (values?: FilterValues) => void;
}

export interface ListFilterFieldsProps<D extends ListFilterDefinitions> {
  filters: D;
  list: ListFilterDraft;
  options: ListFilterOptions<D>;
  /** For the date and month pickers' calendars. */
  today: IsoDate;
}

/**
 * The fields of a list's filter bar, one per definition, in the definitions' order. A field draws again only
 * when its own value (or its options) changes: typing in one field of a live list does not re-render the
 * others (the date pickers are the costly ones).
 */
export function ListFilterFields<D extends ListFilterDefinitions>({
  filters,
  list,
  options,
  today,
}: ListFilterFieldsProps<D>) {
  // `list.setValue` is new whenever the draft is; the fields get stable functions that call the latest.
  const latest = useRef(list);
  useLayoutEffect(() => {
    latest.current = list;
  });
  const setValue = useCallback(
    (key: string, value: FilterValue | undefined) => latest.current.setValue(key, value),
    [],
  );
  const applyValue = useCallback(
    (key: string, value: FilterValue | undefined) => latest.current.apply({ ...latest.current.draft, [key]: value }),
    [],
  );
  return (
    <>
      {Object.entries(filters).map(([key, definition]) => (
        <ListFilterField
          key={key}
          filterKey={key}
          definition={definition}
          draft={list.draft}
          value={list.draft[key]}
          setValue={setValue}
          applyValue={applyValue}
          options={(options as Readonly<Record<string, readonly SelectOption[]>>)[key]}
          today={today}
        />
      ))}
    </>
  );
}

interface ListFilterFieldProps {
  filterKey: string;
  definition: ListFilterDefinition;
  /** All the draft values (read for this field's key only). */
  draft: FilterValues;
  /** This field's draft value: what the memo compares instead of `draft`. */
  value: FilterValue | undefined;
  setValue: ListFilterDraft['setValue'];
  /** Sets the value and applies the draft with it (a custom control's `apply`). */
  applyValue: ListFilterDraft['setValue'];
  options: readonly SelectOption[] | undefined;
  today: IsoDate;
}

/** Equal when everything but the whole draft is the same: the field reads only its own value from it. */
function sameField(previous: ListFilterFieldProps, next: ListFilterFieldProps): boolean {
  return (Object.keys(next) as (keyof ListFilterFieldProps)[]).every(
    (key) => key === 'draft' || Object.is(previous[key], next[key]),
  );
}

const ListFilterField = memo(function ListFilterField({
  filterKey: key,
  definition,
  draft,
  value,
  setValue,
  applyValue,
  options = [],
  today,
}: ListFilterFieldProps) {
  const { t } = useEppTranslation();
  const label = t(definition.label);
  switch (definition.kind) {
    case 'custom':
      // Its own control, given its value and the two ways to change it.
      return (
        <definition.Control
          label={label}
          value={value}
          setValue={(next) => setValue(key, next)}
          apply={(next) => applyValue(key, next)}
          today={today}
        />
      );
    case 'text':
      return <TextField label={label} value={textValueOf(draft, key)} onChange={(value) => setValue(key, value)} />;
    case 'select':
      return (
        <Select
          label={label}
          options={options}
          selectedKey={textValueOf(draft, key) || null}
          onSelectionChange={(choice) => setValue(key, choice === null ? undefined : String(choice))}
        />
      );
    case 'multiSelect':
      return (
        <MultiSelect
          label={label}
          options={options}
          value={[...listValueOf(draft, key)]}
          onChange={(chosen) => setValue(key, chosen.map(String))}
        />
      );
    case 'monthRange':
      return (
        <MonthRangeControl
          label={label}
          value={value}
          setValue={(next) => setValue(key, next)}
          apply={(next) => applyValue(key, next)}
          today={today}
        />
      );
    case 'dateRange':
    case 'numberRange': {
      const range = rangeValueOf(draft, key);
      const end = (side: 'from' | 'to', value: string | null) =>
        setValue(key, { ...range, [side]: value ?? undefined });
      return (
        <FilterRange legend={label}>
          {definition.kind === 'dateRange' ? (
            <DateRangeFields
              range={range}
              today={today}
              isStartMaxToday={definition.isStartMaxToday === true}
              onChange={end}
            />
          ) : (
            <>
              <TextField
                label={t('ui.filterBar.from')}
                inputMode="decimal"
                value={range.from ?? ''}
                onChange={(value) => end('from', value)}
              />
              <TextField
                label={t('ui.filterBar.to')}
                inputMode="decimal"
                value={range.to ?? ''}
                onChange={(value) => end('to', value)}
              />
            </>
          )}
        </FilterRange>
      );
    }
  }
}, sameField);

interface DateRangeFieldsProps {
  range: { from?: string; to?: string };
  today: IsoDate;
  isStartMaxToday: boolean;
  onChange: (side: 'from' | 'to', value: string | null) => void;
}

/**
 * The two days of a date range filter. With `isStartMaxToday` they keep to core's rule through @epp/ui's
 * `useDateRangeLimits`: no start after the end or today, no end before the start (disabled in the calendars,
 * refused by the field when typed). A wrong range (from the address) is the filter's `rule` to refuse on search.
 */
function DateRangeFields({ range, today, isStartMaxToday, onChange }: DateRangeFieldsProps) {
  const { t } = useEppTranslation();
  const limits = useDateRangeLimits(pickerRangeOf(dayRangeOf(range)), today, isStartMaxToday);
  // The pickers' limits only: a wrong range is the list's to refuse, with its rule's alert (`useListUrlState`).
  const { errorMessage: _rangeProblem, ...start } = limits.start;
  const ends = [
    ['from', start],
    ['to', limits.end],
  ] as const;
  return ends.map(([side, sideLimits]) => (
    <DatePicker
      key={side}
      label={t(`ui.filterBar.${side}`)}
      today={today}
      value={range[side] ?? null}
      onChange={(value) => onChange(side, value)}
      {...(isStartMaxToday && sideLimits)}
    />
  ));
}
