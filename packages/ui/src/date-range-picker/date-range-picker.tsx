import type { DateRangeProblem, IsoDate } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import type { ReactNode } from 'react';
import { DatePicker } from '../date-picker/date-picker';
import type { FieldLabelling } from '../field/field-props';
import { useControllableState } from '../hooks/use-controllable-state';
import { RangeGroup } from './range-group';
import { type DateRangeEnds, rangeProblemsOf, useDateRangeLimits } from './use-date-range-limits';

/** Either end may be empty. */
export type DateRangeValue = DateRangeEnds;

export type DateRangePickerProps = FieldLabelling & {
  description?: ReactNode;
  value?: DateRangeValue;
  defaultValue?: DateRangeValue;
  /** The new range, with what core's `dateRangeProblems` finds wrong in it (empty when it is valid). */
  onChange?: (range: DateRangeValue, problems: DateRangeProblem[]) => void;
  /** Today, from the screen; never read from the clock here. */
  today: IsoDate;
  /** The start may not be after today (the operator's package lists). */
  isStartMaxToday?: boolean;
  isDisabled?: boolean;
  /** Where the calendars are rendered; `document.body` by default. */
  portalContainer?: Element;
};

const EMPTY: DateRangeValue = { from: null, to: null };

/**
 * A start and an end date (both typed DD.MM.YYYY or picked). The start cannot be after the end (nor after
 * today with `isStartMaxToday`): the calendars do not offer such days, and a typed one is refused with a
 * message that names the rule.
 */
export function DateRangePicker({
  label,
  isLabelHidden,
  description,
  value,
  defaultValue,
  onChange,
  today,
  isStartMaxToday = false,
  isDisabled,
  portalContainer,
}: DateRangePickerProps) {
  const { t } = useEppTranslation();
  // The parent hears changes with their problems, so the hook itself gets no onChange.
  const [range, setRange] = useControllableState(value, defaultValue ?? EMPTY, undefined);
  const change = (next: DateRangeValue) => {
    setRange(next);
    onChange?.(next, rangeProblemsOf(next, today, isStartMaxToday));
  };
  const limits = useDateRangeLimits(range, today, isStartMaxToday);

  return (
    <RangeGroup label={label} isLabelHidden={isLabelHidden} description={description}>
      <DatePicker
        label={t('ui.rangePicker.from')}
        value={range.from}
        onChange={(from) => change({ ...range, from })}
        today={today}
        {...limits.start}
        isDisabled={isDisabled}
        portalContainer={portalContainer}
      />
      <DatePicker
        label={t('ui.rangePicker.to')}
        value={range.to}
        onChange={(to) => change({ ...range, to })}
        today={today}
        {...limits.end}
        isDisabled={isDisabled}
        portalContainer={portalContainer}
      />
    </RangeGroup>
  );
}
