// react-day-picker works with Date objects; the kit's values are text (ISO dates and periods, see @epp/core).
// These adapters convert at the edge, at local midnight, so no time zone can move a day.
import type { IsoDate, Period } from '@epp/core';
import type { Language } from '@epp/i18n';
import { enGB } from 'react-day-picker/locale/en-GB';
import { et } from 'react-day-picker/locale/et';

const pad2 = (value: number) => String(value).padStart(2, '0');

export function isoToDate(iso: IsoDate): Date {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return new Date(year, month - 1, day);
}

export function dateToIso(date: Date): IsoDate {
  return `${String(date.getFullYear()).padStart(4, '0')}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
}

export const periodToDate = (period: Period): Date => isoToDate(`${period}-01`);

export const dateToPeriod = (date: Date): Period => dateToIso(date).slice(0, 7);

/** The calendar's month names, weekdays and labels; English is the British variant (weeks start on Monday). */
export const calendarLocales = { et, en: enGB } as const satisfies Record<Language, unknown>;
