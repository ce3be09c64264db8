import { type DateRangeProblem, dateRangeProblems, type IsoDate } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import type { ReactNode } from 'react';
import { DatePicker } from '../date-picker/date-picker';
import type { FieldLabelling } from '../field/field-props';
import { useControllableState } from '../hooks/use-controllable-state';
import { RangeGroup } from './range-group';

/** Either end may be empty. */
export interface DateRangeValue {
  start: IsoDate | null;
  end: IsoDate | null;
}

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

const EMPTY: DateRangeValue = { start: null, end: null };

/** The range's problems by core's rule; "start after today" only counts where the screen asks for it. */
function problemsOf(range: DateRangeValue, today: IsoDate, isStartMaxToday: boolean): DateRangeProblem[] {
  const problems = dateRangeProblems(
    { ...(range.start !== null && { start: range.start }), ...(range.end !== null && { end: range.end }) },
    today,
  );
  return isStartMaxToday ? problems : problems.filter((problem) => problem !== 'start-after-today');
}

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
    onChange?.(next, problemsOf(next, today, isStartMaxToday));
  };
  // The end bounds the start when it is earlier than today (or when today does not bound it at all).
  const endBoundsStart = range.end !== null && (!isStartMaxToday || range.end <= today);
  const startMax = endBoundsStart ? (range.end ?? undefined) : isStartMaxToday ? today : undefined;
  // A range handed in from outside may already be wrong: say so under the start.
  const problems = problemsOf(range, today, isStartMaxToday);
  const rangeError = problems.includes('start-after-end')
    ? t('ui.rangePicker.dateStartAfterEnd')
    : problems.includes('start-after-today')
      ? t('ui.rangePicker.dateStartAfterToday')
      : undefined;

  return (
    <RangeGroup label={label} isLabelHidden={isLabelHidden} description={description}>
      <DatePicker
        label={t('ui.rangePicker.from')}
        value={range.start}
        onChange={(start) => change({ ...range, start })}
        today={today}
        maxValue={startMax}
        problemMessages={{
          'after-max': endBoundsStart ? t('ui.rangePicker.dateStartAfterEnd') : t('ui.rangePicker.dateStartAfterToday'),
        }}
        errorMessage={rangeError}
        isDisabled={isDisabled}
        portalContainer={portalContainer}
      />
      <DatePicker
        label={t('ui.rangePicker.to')}
        value={range.end}
        onChange={(end) => change({ ...range, end })}
        today={today}
        minValue={range.start ?? undefined}
        problemMessages={{ 'before-min': t('ui.rangePicker.dateEndBeforeStart') }}
        isDisabled={isDisabled}
        portalContainer={portalContainer}
      />
    </RangeGroup>
  );
}
