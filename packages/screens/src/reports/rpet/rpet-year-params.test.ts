import { describe, expect, it } from 'vitest';
import { filterParamsOf } from '../../kit';
import { RPET_LIST_FILTERS, rpetYearRange, yearsOf } from './rpet-year-params';

const search = (query: string) => new URLSearchParams(query);
/** The two parameters' texts, as the filter's codec hands them to `rpetYearRange`. */
const ends = (query: string) => ({ from: search(query).get('from'), to: search(query).get('to') });

describe('rPET year range in the address', () => {
  it('is every year from 2024 to the current one by default', () => {
    expect(rpetYearRange(ends(''), 2026)).toEqual({ from: 2024, to: 2026 });
  });

  it('reads the years asked for, and falls back on a reversed or out-of-range range', () => {
    expect(rpetYearRange(ends('from=2025&to=2025'), 2026)).toEqual({ from: 2025, to: 2025 });
    expect(rpetYearRange(ends('from=2026&to=2025'), 2026)).toEqual({ from: 2024, to: 2026 });
    expect(rpetYearRange(ends('from=2023'), 2026)).toEqual({ from: 2024, to: 2026 });
    expect(rpetYearRange(ends('to=2027'), 2026)).toEqual({ from: 2024, to: 2026 });
    expect(rpetYearRange(ends('from=abc'), 2026)).toEqual({ from: 2024, to: 2026 });
  });

  it('writes the years and keeps other parameters', () => {
    const codec = filterParamsOf(RPET_LIST_FILTERS, { today: '2026-05-01' });
    const written = codec.write({ years: { from: '2025-01', to: '2026-12' } }, search('page=2'));
    expect(written.toString()).toBe('page=2&from=2025&to=2026');
    expect(codec.read(written)).toEqual({ years: { from: '2025-01', to: '2026-12' } });
  });

  it('gives the request its years, open ends as the limits', () => {
    expect(yearsOf({ from: '2025-01' }, 2026)).toEqual({ from: 2025, to: 2026 });
  });
});
