import type { IsoDate } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import type { FilterValue } from '@epp/ui';
import { DatePicker, FilterRange, MonthRangePicker, MultiSelect, Select, type SelectOption, TextField } from '@epp/ui';
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
            <>
              <DatePicker
                label={t('ui.filterBar.from')}
                today={today}
                value={range.from ?? null}
                onChange={(value) => end('from', value)}
              />
              <DatePicker
                label={t('ui.filterBar.to')}
                today={today}
                value={range.to ?? null}
                onChange={(value) => end('to', value)}
              />
            </>
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
