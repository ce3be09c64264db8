import { describe, expect, it } from 'vitest';
import { defineListFilters, filterKindsOf, listValueOf, rangeValueOf, textValueOf } from './list-filters';

describe('list filter values', () => {
  it('read a range, or nothing when the value is not one', () => {
    expect(rangeValueOf({ date: { from: '2026-01-01' } }, 'date')).toEqual({ from: '2026-01-01' });
    expect(rangeValueOf({ date: 'x' }, 'date')).toEqual({});
    expect(rangeValueOf({ date: ['a'] }, 'date')).toEqual({});
    expect(rangeValueOf({}, 'date')).toEqual({});
  });

  it('read a text and a list, or empty ones', () => {
    expect(textValueOf({ ean: '474' }, 'ean')).toBe('474');
    expect(textValueOf({ ean: ['474'] }, 'ean')).toBe('');
    expect(listValueOf({ status: ['1', '2'] }, 'status')).toEqual(['1', '2']);
    expect(listValueOf({ status: '1' }, 'status')).toEqual([]);
  });

  it('give the kinds of the definitions', () => {
    const filters = defineListFilters({
      ean: { kind: 'text', label: 'screens.client.packages.columns.ean' },
      date: { kind: 'dateRange', label: 'screens.client.packages.columns.date' },
    });
    expect(filterKindsOf(filters)).toEqual({ ean: 'text', date: 'dateRange' });
  });
});
