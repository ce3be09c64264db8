import {
  type IsoDate,
  type MonthRangeProblem,
  monthPickerLimits,
  monthRangeProblems,
  type Period,
  periodOfDate,
} from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import type { ReactNode } from 'react';
import { RangeGroup } from '../date-range-picker/range-group';
import type { FieldLabelling } from '../field/field-props';
import { useControllableState } from '../hooks/use-controllable-state';
import { MonthPicker } from '../month-picker/month-picker';

/** An inclusive range of months; either end may be empty while it is being chosen. */
export interface MonthRangeValue {
  from: Period | null;
  to: Period | null;
}

export type MonthRangePickerProps = FieldLabelling & {
  description?: ReactNode;
  value?: MonthRangeValue;
  defaultValue?: MonthRangeValue;
  /** The new range, with what core's `monthRangeProblems` finds wrong in it (empty when valid or incomplete). */
  onChange?: (range: MonthRangeValue, problems: MonthRangeProblem[]) => void;
  /** Today, from the screen: its month is the latest that can be chosen. Never read from the clock here. */
  today: IsoDate;
  /** The earliest month the lists offer. */
  minValue?: Period;
  isDisabled?: boolean;
  portalContainer?: Element;
};

const EMPTY: MonthRangeValue = { from: null, to: null };

function problemsOf(range: MonthRangeValue, current: Period): MonthRangeProblem[] {
  return range.from === null || range.to === null
    ? []
    : monthRangeProblems({ from: range.from, to: range.to }, current);
}

/**
 * The report lists' month filter: from and to, both months included, from not after to, neither after the
 * current month (core's `monthPickerLimits` bounds each end; a typed month outside them is refused).
 */
export function MonthRangePicker({
  label,
  isLabelHidden,
  description,
  value,
  defaultValue,
  onChange,
  today,
  minValue,
  isDisabled,
  portalContainer,
}: MonthRangePickerProps) {
  const { t } = useEppTranslation();
  const current = periodOfDate(today);
  // The parent hears changes with their problems, so the hook itself gets no onChange.
  const [range, setRange] = useControllableState(value, defaultValue ?? EMPTY, undefined);
  const change = (next: MonthRangeValue) => {
    setRange(next);
    onChange?.(next, problemsOf(next, current));
  };
  const limits = monthPickerLimits(
    { ...(range.from !== null && { from: range.from }), ...(range.to !== null && { to: range.to }) },
    current,
  );
  const toBoundsFrom = limits.from.max !== current;
  const problems = problemsOf(range, current);
  const rangeError = problems.includes('from-after-to')
    ? t('ui.rangePicker.monthFromAfterTo')
    : problems.includes('after-current-month')
      ? t('ui.rangePicker.monthAfterCurrent')
      : undefined;

  return (
    <RangeGroup label={label} isLabelHidden={isLabelHidden} description={description}>
      <MonthPicker
        label={t('ui.rangePicker.from')}
        value={range.from}
        onChange={(from) => change({ ...range, from })}
        today={today}
        minValue={minValue}
        maxValue={limits.from.max}
        problemMessages={{
          'after-max': toBoundsFrom ? t('ui.rangePicker.monthFromAfterTo') : t('ui.rangePicker.monthAfterCurrent'),
        }}
        errorMessage={rangeError}
        isDisabled={isDisabled}
        portalContainer={portalContainer}
      />
      <MonthPicker
        label={t('ui.rangePicker.to')}
        value={range.to}
        onChange={(to) => change({ ...range, to })}
        today={today}
        minValue={limits.to.min ?? minValue}
        maxValue={limits.to.max}
        problemMessages={{
          'before-min': t('ui.rangePicker.monthToBeforeFrom'),
          'after-max': t('ui.rangePicker.monthAfterCurrent'),
        }}
        isDisabled={isDisabled}
        portalContainer={portalContainer}
      />
    </RangeGroup>
  );
}
