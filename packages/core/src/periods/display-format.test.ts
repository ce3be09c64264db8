import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDisplayDate,
  formatDisplayDateTime,
  formatDisplayPeriod,
  parseApiDate,
  parseDisplayDate,
  parseDisplayPeriod,
} from './display-format';

describe('display formats', () => {
  it('writes DD.MM.YYYY and reads it back strictly', () => {
    expect(formatDisplayDate('2024-03-05')).toBe('05.03.2024');
    expect(parseDisplayDate(' 05.03.2024 ')).toBe('2024-03-05');
    expect(parseDisplayDate('5.3.2024')).toBeNull();
    expect(parseDisplayDate('31.02.2024')).toBeNull();
    expect(parseDisplayDate('2024-03-05')).toBeNull();
    expect(() => formatDisplayDate('05.03.2024')).toThrow('"05.03.2024"');
  });

  it('round-trips every date', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true }),
        (date) => {
          const iso = date.toISOString().slice(0, 10);
          expect(parseDisplayDate(formatDisplayDate(iso))).toBe(iso);
        },
      ),
    );
  });

  it('reads the API dates written DD-MM-YYYY, and ISO dates as they are', () => {
    expect(parseApiDate('31-12-2024')).toBe('2024-12-31');
    expect(parseApiDate('2024-12-31')).toBe('2024-12-31');
    expect(parseApiDate('31-02-2024')).toBeNull();
    expect(parseApiDate('31.12.2024')).toBeNull();
  });

  it('writes contract timestamps DD.MM.YYYY HH:mm in Estonian time', () => {
    expect(formatDisplayDateTime(new Date('2025-07-01T21:05:00Z'))).toBe('02.07.2025 00:05');
    expect(formatDisplayDateTime(new Date('2025-01-15T09:30:00Z'))).toBe('15.01.2025 11:30');
    expect(formatDisplayDateTime(new Date('2025-01-15T09:30:00Z'), 'UTC')).toBe('15.01.2025 09:30');
  });

  it('writes a period as MM.YYYY', () => {
    expect(formatDisplayPeriod('2024-03')).toBe('03.2024');
    expect(() => formatDisplayPeriod('2024-3')).toThrow('"2024-3"');
  });
});

describe('parseDisplayPeriod', () => {
  it('reads MM.YYYY strictly and round-trips with formatDisplayPeriod', () => {
    expect(parseDisplayPeriod(' 03.2024 ')).toBe('2024-03');
    expect(parseDisplayPeriod('3.2024')).toBeNull();
    expect(parseDisplayPeriod('13.2024')).toBeNull();
    expect(parseDisplayPeriod('00.2024')).toBeNull();
    expect(parseDisplayPeriod('2024-03')).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2199 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const period = `${year}-${String(month).padStart(2, '0')}`;
        expect(parseDisplayPeriod(formatDisplayPeriod(period))).toBe(period);
      }),
    );
  });
});
