/**
 * Calendar dates and months as text, the way the API and the spec write them: an ISO date "YYYY-MM-DD"
 * and a report period "YYYY-MM". Text keeps them free of time zones; comparisons are plain string order.
 */

/** An ISO calendar date, YYYY-MM-DD. */
export type IsoDate = string;
/** A report period (a calendar month), YYYY-MM. */
export type Period = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const PERIOD = /^(\d{4})-(\d{2})$/;

const pad2 = (value: number) => String(value).padStart(2, '0');
const pad4 = (value: number) => String(value).padStart(4, '0');

/** Days in a month of the proleptic Gregorian calendar. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** True for a real calendar date written YYYY-MM-DD ("2024-02-30" is false). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** True for a month written YYYY-MM. */
export function isPeriod(value: string): boolean {
  const month = Number(PERIOD.exec(value)?.[2]);
  return month >= 1 && month <= 12;
}

/** Throws a RangeError that names the value when it is not a period. */
export function assertPeriod(value: string): Period {
  if (!isPeriod(value)) throw new RangeError(`Not a period (YYYY-MM): "${value}"`);
  return value;
}

/** Throws a RangeError that names the value when it is not an ISO date. */
export function assertIsoDate(value: string): IsoDate {
  if (!isIsoDate(value)) throw new RangeError(`Not a date (YYYY-MM-DD): "${value}"`);
  return value;
}

/** The period a date falls in: "2024-02-15" → "2024-02". */
export function periodOfDate(date: IsoDate): Period {
  return assertIsoDate(date).slice(0, 7);
}

/** First day of the period, as the API's month-start parameters want it. */
export function periodStart(period: Period): IsoDate {
  return `${assertPeriod(period)}-01`;
}

/** Last day of the period ("to date extended to month end"). */
export function periodEnd(period: Period): IsoDate {
  const [year, month] = assertPeriod(period).split('-').map(Number) as [number, number];
  return `${period}-${pad2(daysInMonth(year, month))}`;
}

/** Whole months from `from` to `to` (negative when `to` is earlier): monthsBetween('2024-11', '2025-01') = 2. */
export function monthsBetween(from: Period, to: Period): number {
  const [fromYear, fromMonth] = assertPeriod(from).split('-').map(Number) as [number, number];
  const [toYear, toMonth] = assertPeriod(to).split('-').map(Number) as [number, number];
  return (toYear - fromYear) * 12 + (toMonth - fromMonth);
}

/** The period `months` after (or before, when negative) the given one. */
export function addMonths(period: Period, months: number): Period {
  const [year, month] = assertPeriod(period).split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + months;
  return `${pad4(Math.floor(index / 12))}-${pad2((index % 12) + 1)}`;
}

/** The year of a period or date. */
export function yearOf(periodOrDate: string): number {
  return Number(periodOrDate.slice(0, 4));
}

/**
 * Today's date in the portal's time zone (Estonia), from a clock reading. The only place a clock enters:
 * every other rule takes `today` or the current period as an argument, so it stays a pure function.
 */
export function isoDateInTimeZone(now: Date, timeZone = 'Europe/Tallinn'): IsoDate {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(now)
    .reduce<Record<string, string>>((found, part) => {
      found[part.type] = part.value;
      return found;
    }, {});
  return `${parts.year}-${parts.month}-${parts.day}`;
}
