import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  assertIsoDate,
  assertPeriod,
  daysInMonth,
  isIsoDate,
  isoDateInTimeZone,
  isPeriod,
  monthsBetween,
  periodEnd,
  periodOfDate,
  periodStart,
  yearOf,
} from './calendar';

const periodArb = fc
  .tuple(fc.integer({ min: 1900, max: 2200 }), fc.integer({ min: 1, max: 12 }))
  .map(([year, month]) => `${year}-${String(month).padStart(2, '0')}`);

describe('calendar', () => {
  it('knows the days of each month, leap years included', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2024, 4)).toBe(30);
    expect(daysInMonth(2024, 12)).toBe(31);
  });

  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2024-13-01', false],
    ['2024-00-10', false],
    ['2024-04-31', false],
    ['2024-04-00', false],
    ['2024-4-01', false],
    ['20240401', false],
  ])('isIsoDate(%j) is %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });

  it.each([
    ['2024-01', true],
    ['2024-12', true],
    ['2024-13', false],
    ['2024-00', false],
    ['2024-1', false],
    ['2024-01-01', false],
    ['', false],
  ])('isPeriod(%j) is %s', (value, expected) => {
    expect(isPeriod(value)).toBe(expected);
  });

  it('asserts and names the bad value', () => {
    expect(assertPeriod('2024-05')).toBe('2024-05');
    expect(() => assertPeriod('2024-5')).toThrow('Not a period (YYYY-MM): "2024-5"');
    expect(assertIsoDate('2024-05-01')).toBe('2024-05-01');
    expect(() => assertIsoDate('2024-02-30')).toThrow('Not a date (YYYY-MM-DD): "2024-02-30"');
  });

  it('gives the first and last day of a period', () => {
    expect(periodStart('2024-02')).toBe('2024-02-01');
    expect(periodEnd('2024-02')).toBe('2024-02-29');
    expect(periodEnd('2025-02')).toBe('2025-02-28');
    expect(periodEnd('2025-11')).toBe('2025-11-30');
    expect(periodOfDate('2025-11-30')).toBe('2025-11');
    expect(yearOf('2025-11')).toBe(2025);
  });

  it('counts and adds months across years', () => {
    expect(monthsBetween('2024-11', '2025-01')).toBe(2);
    expect(monthsBetween('2025-01', '2024-11')).toBe(-2);
    expect(addMonths('2025-01', -1)).toBe('2024-12');
    expect(addMonths('2024-12', 1)).toBe('2025-01');
    expect(addMonths('2025-11', -12)).toBe('2024-11');
  });

  it('adding n months is undone by subtracting them, and monthsBetween measures it', () => {
    fc.assert(
      fc.property(periodArb, fc.integer({ min: -600, max: 600 }), (period, months) => {
        const moved = addMonths(period, months);
        expect(isPeriod(moved)).toBe(true);
        expect(addMonths(moved, -months)).toBe(period);
        expect(monthsBetween(period, moved)).toBe(months);
      }),
    );
  });

  it('reads today in Estonia, not in UTC', () => {
    expect(isoDateInTimeZone(new Date('2025-12-31T22:30:00Z'))).toBe('2026-01-01');
    expect(isoDateInTimeZone(new Date('2025-12-31T22:30:00Z'), 'UTC')).toBe('2025-12-31');
  });
});
