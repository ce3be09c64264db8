import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayRangeOf, isCompleteRange, pickerRangeOf, rangeOf, rangeOfPicker } from './filter-range';

/** A range end as the filters hold it: a period or a day, or absent. */
const end = fc.option(
  fc.oneof(
    fc
      .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10)),
    fc
      .integer({ min: 2000, max: 2099 })
      .chain((year) => fc.integer({ min: 1, max: 12 }).map((month) => `${year}-${String(month).padStart(2, '0')}`)),
  ),
  { nil: undefined },
);
const range = fc
  .record({ from: end, to: end })
  .map(({ from, to }) => ({ ...(from ? { from } : {}), ...(to ? { to } : {}) }));

describe('the one range shape', () => {
  it('survives the round trip through a picker', () => {
    fc.assert(
      fc.property(range, (value) => {
        expect(rangeOfPicker(pickerRangeOf(value))).toEqual(value);
      }),
    );
  });

  it('shows the picker both ends, null where open', () => {
    expect(pickerRangeOf({ from: '2026-01' })).toEqual({ from: '2026-01', to: null });
    expect(rangeOfPicker({ from: null, to: '2026-02' })).toEqual({ to: '2026-02' });
    expect(rangeOfPicker({ from: '', to: null })).toEqual({});
  });

  it('reads a range, or nothing when the value is not one', () => {
    expect(rangeOf('x')).toEqual({});
    expect(rangeOf(['a'])).toEqual({});
    expect(rangeOf(undefined)).toEqual({});
  });

  it('is complete with both ends', () => {
    fc.assert(fc.property(range, (value) => isCompleteRange(value) === Boolean(value.from && value.to)));
  });

  it('gives core its valid days, leaving out an end that is no day', () => {
    expect(dayRangeOf({ from: '2026-01-02', to: '2026-02-03' })).toEqual({ from: '2026-01-02', to: '2026-02-03' });
    expect(dayRangeOf({ from: '2026-13-40', to: 'x' })).toEqual({});
    fc.assert(
      fc.property(range, (value) => {
        const days = dayRangeOf(value);
        return [days.from, days.to].every((day) => day === undefined || /^\d{4}-\d{2}-\d{2}$/.test(day));
      }),
    );
  });
});
