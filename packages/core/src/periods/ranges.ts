import {
  addMonths,
  assertIsoDate,
  assertPeriod,
  type IsoDate,
  isPeriod,
  type Period,
  periodEnd,
  periodStart,
} from './calendar';

/** An inclusive range of report periods. */
export interface PeriodRange {
  from: Period;
  to: Period;
}

/** An inclusive range of calendar days (date filters of the package lists): the same ends as `PeriodRange`. */
export interface DateRange {
  from: IsoDate;
  to: IsoDate;
}

/** How far back each report list's period filter starts by default (spec section 9). */
export const DEFAULT_RANGE_MONTHS_BACK = {
  /** Summary report: one year back to the current month. */
  summary: 12,
  /** Sales report list: the last 12 months, the same window in which reports stay editable. */
  sales: 12,
  /** Return, additional-deposit and other report lists. */
  other: 6,
  /**
   * The operator's debts (not a report: the spec gives no default). A year of due dates, so a debt the scheme
   * still chases is on the first page the operator sees.
   */
  debts: 12,
} as const;

export type ReportRangeKind = keyof typeof DEFAULT_RANGE_MONTHS_BACK;

/** The default period filter of a report list, ending with the current month. */
export function defaultReportRange(kind: ReportRangeKind, currentPeriod: Period): PeriodRange {
  return { from: addMonths(currentPeriod, -DEFAULT_RANGE_MONTHS_BACK[kind]), to: assertPeriod(currentPeriod) };
}

export type MonthRangeProblem = 'from-after-to' | 'after-current-month';

/**
 * Month filters of the report lists and debts: inclusive at both ends, `from` not after `to`, neither after
 * the current month. Returns every problem found (empty when valid).
 */
export function monthRangeProblems(range: PeriodRange, currentPeriod: Period): MonthRangeProblem[] {
  const from = assertPeriod(range.from);
  const to = assertPeriod(range.to);
  const problems: MonthRangeProblem[] = [];
  if (from > to) problems.push('from-after-to');
  if (from > currentPeriod || to > currentPeriod) problems.push('after-current-month');
  return problems;
}

/**
 * The month range an address asks for (`?from=&to=` as typed), or the list's default: a missing or malformed end
 * takes the default's, and a range with a problem (reversed, after the current month) is the default whole. A
 * list never asks the server for an impossible period.
 */
export function monthRangeOrDefault(
  kind: ReportRangeKind,
  texts: { from: string | null; to: string | null },
  currentPeriod: Period,
): PeriodRange {
  const fallback = defaultReportRange(kind, currentPeriod);
  const from = texts.from !== null && isPeriod(texts.from) ? texts.from : fallback.from;
  const to = texts.to !== null && isPeriod(texts.to) ? texts.to : fallback.to;
  return monthRangeProblems({ from, to }, currentPeriod).length === 0 ? { from, to } : fallback;
}

/** The months each picker of a month range may offer, so an invalid range cannot be picked at all. */
export function monthPickerLimits(
  range: Partial<PeriodRange>,
  currentPeriod: Period,
): { from: { max: Period }; to: { min?: Period; max: Period } } {
  const fromMax = range.to !== undefined && range.to < currentPeriod ? range.to : currentPeriod;
  return { from: { max: fromMax }, to: { ...(range.from !== undefined && { min: range.from }), max: currentPeriod } };
}

/** Whether a period falls inside the range, both ends included; an open end does not limit. */
export function isPeriodInRange(period: Period, range: Partial<PeriodRange>): boolean {
  return (range.from === undefined || period >= range.from) && (range.to === undefined || period <= range.to);
}

/** Whether a day falls inside the range, both ends included; an open end does not limit (the date filters). */
export function isDateInRange(date: IsoDate, range: Partial<DateRange>): boolean {
  return (range.from === undefined || date >= range.from) && (range.to === undefined || date <= range.to);
}

/** Year pickers (additional deposits, rPET) snap the range to January of the first and December of the last year. */
export function yearRangeToPeriods(fromYear: number, toYear: number): PeriodRange {
  return { from: `${String(fromYear).padStart(4, '0')}-01`, to: `${String(toYear).padStart(4, '0')}-12` };
}

export type YearRangeProblem = 'from-after-to' | 'after-current-year' | 'before-min-year';

/** Year filters: from not after to, neither after the current year nor before `minYear` when given. */
export function yearRangeProblems(
  range: { from: number; to: number },
  currentYear: number,
  minYear?: number,
): YearRangeProblem[] {
  const problems: YearRangeProblem[] = [];
  if (range.from > range.to) problems.push('from-after-to');
  if (range.from > currentYear || range.to > currentYear) problems.push('after-current-year');
  if (minYear !== undefined && (range.from < minYear || range.to < minYear)) problems.push('before-min-year');
  return problems;
}

/** The first year rPET reports exist. */
export const RPET_MIN_YEAR = 2024;

/** The years an rPET year picker offers: 2024 up to the current year, oldest first. */
export function rpetYears(currentYear: number): number[] {
  const years: number[] = [];
  for (let year = RPET_MIN_YEAR; year <= currentYear; year += 1) years.push(year);
  return years;
}

export type DateRangeProblem = 'start-after-end' | 'start-after-today';

/**
 * Day filters of the package lists: the end not before the start, and (operator lists) the start not after
 * today. Either end may be empty.
 */
export function dateRangeProblems(range: Partial<DateRange>, today: IsoDate): DateRangeProblem[] {
  const start = range.from === undefined ? undefined : assertIsoDate(range.from);
  const end = range.to === undefined ? undefined : assertIsoDate(range.to);
  const problems: DateRangeProblem[] = [];
  if (start !== undefined && end !== undefined && start > end) problems.push('start-after-end');
  if (start !== undefined && start > today) problems.push('start-after-today');
  return problems;
}

/** The days each picker of a date range may offer, and what bounds the start (for its message). */
export interface DatePickerLimits {
  start: { max?: IsoDate; boundBy?: 'end' | 'today' };
  end: { min?: IsoDate };
}

/**
 * The pickers' side of `dateRangeProblems`: the start may not pass the end, nor today where `isStartMaxToday`
 * (the operator's lists); the end may not precede the start. Whatever the pickers accept, the rule accepts.
 */
export function datePickerLimits(
  range: Partial<DateRange>,
  today: IsoDate,
  { isStartMaxToday = false }: { isStartMaxToday?: boolean } = {},
): DatePickerLimits {
  // The end bounds the start when it is earlier than today (or when today does not bound it at all).
  const endBounds = range.to !== undefined && (!isStartMaxToday || range.to <= today);
  const start: DatePickerLimits['start'] = endBounds
    ? { max: range.to, boundBy: 'end' }
    : isStartMaxToday
      ? { max: today, boundBy: 'today' }
      : {};
  return { start, end: range.from === undefined ? {} : { min: range.from } };
}

/** A month range as the API's from_date/to_date: first day of `from`, last day of `to`. */
export function periodRangeToDates(range: PeriodRange): { fromDate: IsoDate; toDate: IsoDate } {
  return { fromDate: periodStart(range.from), toDate: periodEnd(range.to) };
}
