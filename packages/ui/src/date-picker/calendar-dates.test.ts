import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateToIso, dateToPeriod, isoToDate, periodToDate } from './calendar-dates';

describe('calendar date adapters', () => {
  it('turn an ISO date into local midnight of that day and back', () => {
    const date = isoToDate('2024-02-29');
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2024, 1, 29, 0]);
    expect(dateToIso(new Date(2025, 11, 31, 23, 59))).toBe('2025-12-31');
  });

  it('turn a period into its first day and any day back into its period', () => {
    expect(dateToIso(periodToDate('2025-03'))).toBe('2025-03-01');
    expect(dateToPeriod(new Date(2025, 2, 31))).toBe('2025-03');
  });

  it('round-trip every date', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(1900, 0, 1), max: new Date(2199, 11, 31), noInvalidDate: true }), (date) => {
        const iso = dateToIso(date);
        expect(dateToIso(isoToDate(iso))).toBe(iso);
      }),
    );
  });
});
