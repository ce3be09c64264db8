import { formatDisplayDate, type IsoDate, parseDisplayDate } from '@epp/core';
import { useEppTranslation, useInterfaceLanguage } from '@epp/i18n';
import { DayPicker } from 'react-day-picker';
import { styled } from 'styled-components';
import { calendar } from './calendar.styles';
import { calendarLocales, dateToIso, isoToDate } from './calendar-dates';
import { type PickerCommonProps, PickerField, type PickerTexts } from './picker-field';

export type DatePickerProps = PickerCommonProps<IsoDate> & {
  /**
   * Today, from the screen (`isoDateInTimeZone(new Date())` in @epp/core): the calendar marks it and opens
   * on it. Never read from the clock here, so stories and snapshots stay the same every day.
   */
  today: IsoDate;
};

const Calendar = styled.div`
  ${calendar}
`;

/** The date, moved inside min and max when it lies outside them. */
const clampDate = (date: IsoDate, min?: IsoDate, max?: IsoDate): IsoDate =>
  min !== undefined && date < min ? min : max !== undefined && date > max ? max : date;

/**
 * A date typed as DD.MM.YYYY (parsed strictly: "31.02.2025" is an error, never 03.03) or picked in a calendar
 * (react-day-picker in a react-aria popover). The value is an ISO date "YYYY-MM-DD" or null.
 */
export function DatePicker({ today, ...props }: DatePickerProps) {
  const { t } = useEppTranslation();
  const language = useInterfaceLanguage();
  const texts: PickerTexts<IsoDate> = {
    placeholder: t('ui.datePicker.placeholder'),
    openLabel: t('ui.datePicker.openCalendar'),
    dialogLabel: t('ui.datePicker.calendar'),
    clearLabel: t('ui.datePicker.clear'),
    problem: (problem, limit) =>
      problem === 'before-min'
        ? t('ui.datePicker.beforeMin', { min: limit })
        : problem === 'after-max'
          ? t('ui.datePicker.afterMax', { max: limit })
          : t('ui.datePicker.invalid'),
    format: formatDisplayDate,
    parse: parseDisplayDate,
  };
  const { minValue, maxValue } = props;
  return (
    <PickerField {...props} texts={texts}>
      {({ pick, current }) => (
        <DateCalendar
          language={language}
          selected={current}
          today={today}
          minValue={minValue}
          maxValue={maxValue}
          onPick={pick}
        />
      )}
    </PickerField>
  );
}

interface DateCalendarProps {
  language: keyof typeof calendarLocales;
  selected: IsoDate | null;
  today: IsoDate;
  minValue?: IsoDate;
  maxValue?: IsoDate;
  onPick: (date: IsoDate) => void;
}

/** The day grid: opens on the chosen day (or today), focuses it, days outside min and max cannot be picked. */
function DateCalendar({ language, selected, today, minValue, maxValue, onPick }: DateCalendarProps) {
  const disabled = [
    ...(minValue === undefined ? [] : [{ before: isoToDate(minValue) }]),
    ...(maxValue === undefined ? [] : [{ after: isoToDate(maxValue) }]),
  ];
  return (
    <Calendar>
      <DayPicker
        mode="single"
        required
        autoFocus
        locale={calendarLocales[language]}
        today={isoToDate(today)}
        selected={selected === null ? undefined : isoToDate(selected)}
        defaultMonth={isoToDate(selected ?? clampDate(today, minValue, maxValue))}
        startMonth={minValue === undefined ? undefined : isoToDate(minValue)}
        endMonth={maxValue === undefined ? undefined : isoToDate(maxValue)}
        disabled={disabled}
        showOutsideDays
        fixedWeeks
        onSelect={(date) => onPick(dateToIso(date))}
      />
    </Calendar>
  );
}
