import { type IsoDate, isIsoDate } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import type { FilterValue } from '@epp/ui';
import {
  DatePicker,
  FilterRange,
  MonthRangePicker,
  MultiSelect,
  Select,
  type SelectOption,
  TextField,
  useDateRangeLimits,
} from '@epp/ui';
import { memo, useCallback, useLayoutEffect, useRef } from 'react';
import type { ListUrlState } from '../list-url-state';
import {
  type ListFilterDefinition,
  type ListFilterDefinitions,
  type ListFilterOptions,
  listValueOf,
  rangeValueOf,
  textValueOf,
} from './list-filters';

export interface ListFilterFieldsProps<D extends ListFilterDefinitions> {
  filters: D;
  list: Pick<ListUrlState, 'draft' | 'setValue'>;
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
  // `list.setValue` is new whenever the draft is; the fields get one stable function that calls the latest.
  const latest = useRef(list.setValue);
  useLayoutEffect(() => {
    latest.current = list.setValue;
  });
  const setValue = useCallback((key: string, value: FilterValue | undefined) => latest.current(key, value), []);
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
  draft: ListUrlState['draft'];
  /** This field's draft value: what the memo compares instead of `draft`. */
  value: FilterValue | undefined;
  setValue: ListUrlState['setValue'];
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
  setValue,
  options = [],
  today,
}: ListFilterFieldProps) {
  const { t } = useEppTranslation();
  const label = t(definition.label);
  switch (definition.kind) {
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
    case 'monthRange': {
      const range = rangeValueOf(draft, key);
      return (
        <MonthRangePicker
          label={label}
          today={today}
          value={{ from: range.from ?? null, to: range.to ?? null }}
          onChange={(next) =>
            setValue(key, { ...(next.from ? { from: next.from } : {}), ...(next.to ? { to: next.to } : {}) })
          }
        />
      );
    }
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
 * refused with the rule's message when typed; a wrong range from the address is named under the start).
 */
function DateRangeFields({ range, today, isStartMaxToday, onChange }: DateRangeFieldsProps) {
  const { t } = useEppTranslation();
  const day = (value: string | undefined) => (value && isIsoDate(value) ? value : null);
  const limits = useDateRangeLimits({ start: day(range.from), end: day(range.to) }, today, isStartMaxToday);
  const ends = [
    ['from', limits.start],
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
