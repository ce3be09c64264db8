import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { IsoDate } from './calendar';
import {
  datePickerLimits,
  dateRangeProblems,
  defaultReportRange,
  isDateInRange,
  isPeriodInRange,
  monthPickerLimits,
  monthRangeOrDefault,
  monthRangeProblems,
  periodRangeToDates,
  rpetYears,
  yearRangeProblems,
  yearRangeToPeriods,
} from './ranges';

describe('default report ranges (section 9)', () => {
  it('starts the summary one year back and the sales list 12 months back, both ending this month', () => {
    expect(defaultReportRange('summary', '2026-11')).toEqual({ from: '2025-11', to: '2026-11' });
    expect(defaultReportRange('sales', '2026-01')).toEqual({ from: '2025-01', to: '2026-01' });
  });

  it('starts other reports 6 months back', () => {
    expect(defaultReportRange('other', '2026-03')).toEqual({ from: '2025-09', to: '2026-03' });
  });

  it('refuses a malformed current period', () => {
    expect(() => defaultReportRange('other', '2026-3')).toThrow('"2026-3"');
  });
});

describe('month ranges', () => {
  it('accepts from = to = current month (inclusive ends)', () => {
    expect(monthRangeProblems({ from: '2026-11', to: '2026-11' }, '2026-11')).toEqual([]);
  });

  it('refuses from after to, and months after the current one', () => {
    expect(monthRangeProblems({ from: '2026-10', to: '2026-09' }, '2026-11')).toEqual(['from-after-to']);
    expect(monthRangeProblems({ from: '2026-10', to: '2026-12' }, '2026-11')).toEqual(['after-current-month']);
    expect(monthRangeProblems({ from: '2027-01', to: '2026-12' }, '2026-11')).toEqual([
      'from-after-to',
      'after-current-month',
    ]);
  });

  it('limits the pickers so that only valid ranges can be chosen', () => {
    expect(monthPickerLimits({}, '2026-11')).toEqual({ from: { max: '2026-11' }, to: { max: '2026-11' } });
    expect(monthPickerLimits({ from: '2026-02', to: '2026-05' }, '2026-11')).toEqual({
      from: { max: '2026-05' },
      to: { min: '2026-02', max: '2026-11' },
    });
  });

  it('any range within the picker limits is valid', () => {
    const month = fc
      .integer({ min: 0, max: 40 })
      .map((n) => `${2024 + Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`);
    fc.assert(
      fc.property(month, month, month, (a, b, current) => {
        const [from, to] = a <= b ? [a, b] : [b, a];
        const limits = monthPickerLimits({ from, to }, current);
        const inLimits = from <= limits.from.max && to >= (limits.to.min ?? to) && to <= limits.to.max;
        expect(monthRangeProblems({ from, to }, current).length === 0).toBe(inLimits);
      }),
    );
  });

  it('filters periods inclusively, open ends unlimited', () => {
    expect(isPeriodInRange('2025-01', { from: '2025-01', to: '2025-03' })).toBe(true);
    expect(isPeriodInRange('2025-03', { from: '2025-01', to: '2025-03' })).toBe(true);
    expect(isPeriodInRange('2025-04', { from: '2025-01', to: '2025-03' })).toBe(false);
    expect(isPeriodInRange('2024-12', { from: '2025-01' })).toBe(false);
    expect(isPeriodInRange('2030-12', {})).toBe(true);
  });

  it('keeps days inside a date range, both ends included, open ends unlimited', () => {
    expect(isDateInRange('2025-01-01', { from: '2025-01-01', to: '2025-01-31' })).toBe(true);
    expect(isDateInRange('2025-01-31', { from: '2025-01-01', to: '2025-01-31' })).toBe(true);
    expect(isDateInRange('2025-02-01', { from: '2025-01-01', to: '2025-01-31' })).toBe(false);
    expect(isDateInRange('2024-12-31', { from: '2025-01-01' })).toBe(false);
    expect(isDateInRange('2030-12-31', {})).toBe(true);
  });

  it('turns a month range into API dates, extending the end to the month end', () => {
    expect(periodRangeToDates({ from: '2024-01', to: '2024-02' })).toEqual({
      fromDate: '2024-01-01',
      toDate: '2024-02-29',
    });
  });
});

describe('year ranges', () => {
  it('snaps to January of the first and December of the last year', () => {
    expect(yearRangeToPeriods(2024, 2025)).toEqual({ from: '2024-01', to: '2025-12' });
  });

  it('checks order, the current year and the minimum year', () => {
    expect(yearRangeProblems({ from: 2024, to: 2026 }, 2026, 2024)).toEqual([]);
    expect(yearRangeProblems({ from: 2026, to: 2025 }, 2026)).toEqual(['from-after-to']);
    expect(yearRangeProblems({ from: 2025, to: 2027 }, 2026)).toEqual(['after-current-year']);
    expect(yearRangeProblems({ from: 2023, to: 2025 }, 2026, 2024)).toEqual(['before-min-year']);
    expect(yearRangeProblems({ from: 2023, to: 2025 }, 2026)).toEqual([]);
  });

  it('offers rPET years from 2024 to the current year', () => {
    expect(rpetYears(2026)).toEqual([2024, 2025, 2026]);
    expect(rpetYears(2024)).toEqual([2024]);
    expect(rpetYears(2023)).toEqual([]);
  });
});

describe('date ranges of the package lists', () => {
  it('accepts open and ordered ranges, including start = end = today', () => {
    expect(dateRangeProblems({}, '2026-11-21')).toEqual([]);
    expect(dateRangeProblems({ from: '2026-11-21', to: '2026-11-21' }, '2026-11-21')).toEqual([]);
    expect(dateRangeProblems({ to: '2026-01-01' }, '2026-11-21')).toEqual([]);
  });

  it('refuses an end before the start and a start after today', () => {
    expect(dateRangeProblems({ from: '2026-05-02', to: '2026-05-01' }, '2026-11-21')).toEqual(['start-after-end']);
    expect(dateRangeProblems({ from: '2026-11-22' }, '2026-11-21')).toEqual(['start-after-today']);
    expect(() => dateRangeProblems({ from: '22.11.2026' }, '2026-11-21')).toThrow('"22.11.2026"');
  });
});

describe('date picker limits', () => {
  const today = '2026-11-21';

  it('bounds the start by the end, by today where asked, and the end by the start', () => {
    expect(datePickerLimits({}, today)).toEqual({ start: {}, end: {} });
    expect(datePickerLimits({}, today, { isStartMaxToday: true })).toEqual({
      start: { max: today, boundBy: 'today' },
      end: {},
    });
    expect(datePickerLimits({ from: '2026-05-01', to: '2026-06-01' }, today, { isStartMaxToday: true })).toEqual({
      start: { max: '2026-06-01', boundBy: 'end' },
      end: { min: '2026-05-01' },
    });
    expect(datePickerLimits({ to: '2026-12-31' }, today, { isStartMaxToday: true }).start).toEqual({
      max: today,
      boundBy: 'today',
    });
    expect(datePickerLimits({ to: '2026-12-31' }, today).start).toEqual({ max: '2026-12-31', boundBy: 'end' });
  });

  it('lets the pickers accept only ranges the rule accepts', () => {
    const day = fc
      .integer({ min: 0, max: 800 })
      .map((offset) => new Date(Date.UTC(2025, 0, 1 + offset)).toISOString().slice(0, 10) as IsoDate);
    fc.assert(
      fc.property(day, day, fc.boolean(), (start, end, isStartMaxToday) => {
        const limits = datePickerLimits({ to: end }, today, { isStartMaxToday });
        const startAccepted = limits.start.max === undefined || start <= limits.start.max;
        const problems = dateRangeProblems({ from: start, to: end }, today).filter(
          (problem) => isStartMaxToday || problem !== 'start-after-today',
        );
        expect(startAccepted).toBe(problems.length === 0);
      }),
    );
  });
});

describe('monthRangeOrDefault', () => {
  const current = '2026-11';
  const texts = (from: string | null, to: string | null) => ({ from, to });

  it('reads the months asked for, an end left out taking the default’s', () => {
    expect(monthRangeOrDefault('sales', texts('2025-09', '2026-10'), current)).toEqual({
      from: '2025-09',
      to: '2026-10',
    });
    expect(monthRangeOrDefault('sales', texts('2025-09', null), current)).toEqual({ from: '2025-09', to: '2026-11' });
    expect(monthRangeOrDefault('debts', texts(null, null), current)).toEqual({ from: '2025-11', to: '2026-11' });
  });

  it('answers the default for malformed, reversed or future months', () => {
    const fallback = { from: '2025-11', to: '2026-11' };
    expect(monthRangeOrDefault('sales', texts('09.2025', null), current)).toEqual(fallback);
    expect(monthRangeOrDefault('sales', texts('2026-10', '2026-01'), current)).toEqual(fallback);
    expect(monthRangeOrDefault('debts', texts(null, '2027-01'), current)).toEqual(fallback);
  });
});
