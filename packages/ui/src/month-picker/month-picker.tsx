import { addMonths, formatDisplayPeriod, type IsoDate, type Period, parseDisplayPeriod, periodOfDate } from '@epp/core';
import { useEppTranslation, useInterfaceLanguage } from '@epp/i18n';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { DayPicker } from 'react-day-picker';
import { styled } from 'styled-components';
import { calendar } from '../date-picker/calendar.styles';
import { calendarLocales, dateToPeriod, periodToDate } from '../date-picker/calendar-dates';
import { type PickerCommonProps, PickerField, type PickerTexts } from '../date-picker/picker-field';

export type MonthPickerProps = PickerCommonProps<Period> & {
  /**
   * Today, from the screen (`isoDateInTimeZone(new Date())` in @epp/core). Its month is the latest month
   * that can be chosen unless `maxValue` says otherwise; it is never read from the clock here.
   */
  today: IsoDate;
};

/** How many years back the year list reaches when no `minValue` is given. */
const DEFAULT_YEARS_BACK = 10;

const Calendar = styled.div`
  ${calendar}
`;

/**
 * A month (a report period, "YYYY-MM") typed as MM.YYYY or chosen from month and year lists in a popover.
 * react-day-picker has no month mode: its caption dropdowns are the picker and the day grid is left out.
 * A choice in the lists applies at once; Enter or Escape closes the popover.
 */
export function MonthPicker({ today, maxValue, ...props }: MonthPickerProps) {
  const { t } = useEppTranslation();
  const language = useInterfaceLanguage();
  const max = maxValue ?? periodOfDate(today);
  const min = props.minValue ?? addMonths(`${max.slice(0, 4)}-01`, -12 * DEFAULT_YEARS_BACK);
  const texts: PickerTexts<Period> = {
    placeholder: t('ui.monthPicker.placeholder'),
    openLabel: t('ui.monthPicker.openPicker'),
    dialogLabel: t('ui.monthPicker.dialog'),
    clearLabel: t('ui.monthPicker.clear'),
    problem: (problem, limit) =>
      problem === 'before-min'
        ? t('ui.monthPicker.beforeMin', { min: limit })
        : problem === 'after-max'
          ? t('ui.monthPicker.afterMax', { max: limit })
          : t('ui.monthPicker.invalid'),
    format: formatDisplayPeriod,
    parse: parseDisplayPeriod,
  };
  return (
    <PickerField {...props} maxValue={max} texts={texts}>
      {({ current, set, close }) => (
        <MonthCalendar
          language={language}
          month={current === null || current > max || current < min ? max : current}
          minValue={min}
          maxValue={max}
          onChange={set}
          onDone={close}
        />
      )}
    </PickerField>
  );
}

interface MonthCalendarProps {
  language: keyof typeof calendarLocales;
  month: Period;
  minValue: Period;
  maxValue: Period;
  onChange: (period: Period) => void;
  onDone: () => void;
}

/** Nothing in place of the day grid. */
const NoGrid = () => <></>;

function MonthCalendar({ language, month, minValue, maxValue, onChange, onDone }: MonthCalendarProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Start in the month list: the popover has no day to focus.
  useEffect(() => {
    ref.current?.querySelector('select')?.focus();
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onDone();
    }
  };
  return (
    // Enter on the month or year list (the interactive controls inside) bubbles up here and closes the popover.
    <Calendar ref={ref} onKeyDown={onKeyDown}>
      <DayPicker
        captionLayout="dropdown"
        navLayout="after"
        locale={calendarLocales[language]}
        month={periodToDate(month)}
        onMonthChange={(date) => onChange(dateToPeriod(date))}
        startMonth={periodToDate(minValue)}
        endMonth={periodToDate(maxValue)}
        hideWeekdays
        components={{ MonthGrid: NoGrid }}
      />
    </Calendar>
  );
}
