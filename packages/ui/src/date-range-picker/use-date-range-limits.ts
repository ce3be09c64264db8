import { type DateRangeProblem, datePickerLimits, dateRangeProblems, type IsoDate } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import type { DatePickerProps } from '../date-picker/date-picker';

/** Either end may be empty. */
export interface DateRangeEnds {
  from: IsoDate | null;
  to: IsoDate | null;
}

type LimitProps = Pick<DatePickerProps, 'minValue' | 'maxValue' | 'problemMessages' | 'errorMessage'>;

/** The range's problems by core's rule; "start after today" only counts where the screen asks for it. */
export function rangeProblemsOf(range: DateRangeEnds, today: IsoDate, isStartMaxToday: boolean): DateRangeProblem[] {
  const problems = dateRangeProblems(
    { ...(range.from !== null && { from: range.from }), ...(range.to !== null && { to: range.to }) },
    today,
  );
  return isStartMaxToday ? problems : problems.filter((problem) => problem !== 'start-after-today');
}

/**
 * The props that keep a start and an end DatePicker to core's date range rule (`datePickerLimits`): the
 * calendars offer no start after the end (nor after today with `isStartMaxToday`) and no end before the start,
 * a typed one is refused with the rule's message, and a wrong range handed in is named under the start.
 */
export function useDateRangeLimits(
  range: DateRangeEnds,
  today: IsoDate,
  isStartMaxToday: boolean,
): { start: LimitProps; end: LimitProps } {
  const { t } = useEppTranslation();
  const limits = datePickerLimits(
    { ...(range.from !== null && { from: range.from }), ...(range.to !== null && { to: range.to }) },
    today,
    { isStartMaxToday },
  );
  const problems = rangeProblemsOf(range, today, isStartMaxToday);
  return {
    start: {
      maxValue: limits.start.max,
      problemMessages: {
        'after-max':
          limits.start.boundBy === 'end'
            ? t('ui.rangePicker.dateStartAfterEnd')
            : t('ui.rangePicker.dateStartAfterToday'),
      },
      errorMessage: problems.includes('start-after-end')
        ? t('ui.rangePicker.dateStartAfterEnd')
        : problems.includes('start-after-today')
          ? t('ui.rangePicker.dateStartAfterToday')
          : undefined,
    },
    end: { minValue: limits.end.min, problemMessages: { 'before-min': t('ui.rangePicker.dateEndBeforeStart') } },
  };
}
