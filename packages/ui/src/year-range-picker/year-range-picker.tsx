import {
  type IsoDate,
  type Period,
  type YearRangeProblem,
  yearOf,
  yearRangeProblems,
  yearRangeToPeriods,
} from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import type { ReactNode } from 'react';
import { RangeGroup } from '../date-range-picker/range-group';
import type { FieldLabelling } from '../field/field-props';
import { useControllableState } from '../hooks/use-controllable-state';
import { Select } from '../select/select';
import type { SelectOption } from '../select/select-options';

/**
 * A range of whole years as report periods: `from` is January of the first year, `to` December of the last
 * (core's `yearRangeToPeriods`). Either end may be empty while it is being chosen.
 */
export interface YearRangeValue {
  from: Period | null;
  to: Period | null;
}

export type YearRangePickerProps = FieldLabelling & {
  description?: ReactNode;
  value?: YearRangeValue;
  defaultValue?: YearRangeValue;
  /** The new range, snapped to January and December, with what core's `yearRangeProblems` finds wrong in it. */
  onChange?: (range: YearRangeValue, problems: YearRangeProblem[]) => void;
  /** The first year offered (rPET: `RPET_MIN_YEAR`, 2024). */
  minYear: number;
  /** Today, from the screen: its year is the last one offered. Never read from the clock here. */
  today: IsoDate;
  isDisabled?: boolean;
  portalContainer?: Element;
};

const EMPTY: YearRangeValue = { from: null, to: null };

const yearOrNull = (period: Period | null) => (period === null ? null : yearOf(period));

function snap(fromYear: number | null, toYear: number | null): YearRangeValue {
  const from = fromYear === null ? null : yearRangeToPeriods(fromYear, fromYear).from;
  const to = toYear === null ? null : yearRangeToPeriods(toYear, toYear).to;
  return { from, to };
}

function problemsOf(from: number | null, to: number | null, currentYear: number, minYear: number) {
  return from === null || to === null ? [] : yearRangeProblems({ from, to }, currentYear, minYear);
}

/** From and to years chosen from lists of `minYear` up to the current year; a list never offers a wrong order. */
export function YearRangePicker({
  label,
  isLabelHidden,
  description,
  value,
  defaultValue,
  onChange,
  minYear,
  today,
  isDisabled,
  portalContainer,
}: YearRangePickerProps) {
  const { t } = useEppTranslation();
  const currentYear = yearOf(today);
  // The parent hears changes with their problems, so the hook itself gets no onChange.
  const [range, setRange] = useControllableState(value, defaultValue ?? EMPTY, undefined);
  const fromYear = yearOrNull(range.from);
  const toYear = yearOrNull(range.to);
  const change = (nextFrom: number | null, nextTo: number | null) => {
    const next = snap(nextFrom, nextTo);
    setRange(next);
    onChange?.(next, problemsOf(nextFrom, nextTo, currentYear, minYear));
  };
  const years: number[] = [];
  for (let year = minYear; year <= currentYear; year += 1) years.push(year);
  const options = (isAllowed: (year: number) => boolean): SelectOption[] =>
    years.map((year) => ({ id: String(year), label: String(year), isDisabled: !isAllowed(year) }));
  const problems = problemsOf(fromYear, toYear, currentYear, minYear);
  const rangeError = problems.includes('from-after-to')
    ? t('ui.rangePicker.yearFromAfterTo')
    : problems.includes('after-current-year')
      ? t('ui.rangePicker.yearAfterCurrent')
      : problems.includes('before-min-year')
        ? t('ui.rangePicker.yearBeforeMin', { min: minYear })
        : undefined;

  return (
    <RangeGroup label={label} isLabelHidden={isLabelHidden} description={description}>
      <Select
        label={t('ui.rangePicker.from')}
        options={options((year) => toYear === null || year <= toYear)}
        value={fromYear === null ? null : String(fromYear)}
        onChange={(key) => change(key === null ? null : Number(key), toYear)}
        errorMessage={rangeError}
        isDisabled={isDisabled}
        portalContainer={portalContainer}
      />
      <Select
        label={t('ui.rangePicker.to')}
        options={options((year) => fromYear === null || year >= fromYear)}
        value={toYear === null ? null : String(toYear)}
        onChange={(key) => change(fromYear, key === null ? null : Number(key))}
        isDisabled={isDisabled}
        portalContainer={portalContainer}
      />
    </RangeGroup>
  );
}
