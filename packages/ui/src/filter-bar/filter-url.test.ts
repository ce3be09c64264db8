import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readFiltersFromParams, writeFiltersToParams } from './filter-url';
import { activeColumnFilters, type FilterKinds, isEmptyFilterValue } from './filter-values';

const kinds: FilterKinds = {
  name: 'text',
  type: 'select',
  status: 'multiSelect',
  weight: 'number',
  created: 'dateRange',
  period: 'monthRange',
};

describe('filters in the URL', () => {
  it('writes only non-empty filters and keeps the other parameters', () => {
    const params = writeFiltersToParams(
      { name: 'õun', type: '', status: ['1', '3'], created: { from: '2026-01-01' }, period: {} },
      kinds,
      new URLSearchParams('tab=testing&name=old&status=9'),
    );
    expect(params.toString()).toBe('tab=testing&name=%C3%B5un&status=1&status=3&created.from=2026-01-01');
  });

  it('reads back what it wrote', () => {
    const values = {
      name: 'Värska 0,5 l',
      weight: '12,5',
      status: ['2'],
      created: { from: '2026-01-01', to: '2026-02-01' },
      period: { to: '2026-10' },
    };
    expect(readFiltersFromParams(writeFiltersToParams(values, kinds), kinds)).toEqual(values);
  });

  it('round-trips any text filter; a blank one is no filter and is not written', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (name) => {
        // the text filter is a trimmed contains: blank text filters nothing (filter-values.ts isEmptyFilterValue)
        const expected = name.trim() === '' ? {} : { name };
        expect(readFiltersFromParams(writeFiltersToParams({ name }, kinds), kinds)).toEqual(expected);
      }),
    );
    expect(readFiltersFromParams(writeFiltersToParams({ name: ' ' }, kinds), kinds)).toEqual({});
  });

  it('ignores parameters that are not filters and empty ones', () => {
    expect(readFiltersFromParams(new URLSearchParams('page=3&name=&status=&other=x'), kinds)).toEqual({});
  });
});

describe('filter values', () => {
  it('counts blank text, no choice and an open range as no filter', () => {
    expect(isEmptyFilterValue('  ')).toBe(true);
    expect(isEmptyFilterValue([])).toBe(true);
    expect(isEmptyFilterValue({})).toBe(true);
    expect(isEmptyFilterValue({ to: '2026-01' })).toBe(false);
    expect(activeColumnFilters({ name: ' ', type: '3', status: undefined })).toEqual([{ id: 'type', value: '3' }]);
  });
});
