import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_ROWS,
  clampPage,
  orderingParam,
  PAGE_SIZE_OPTIONS,
  pageAfterSizeChange,
  pageCount,
  pageRange,
  pageSlice,
} from './pagination';

describe('pageRange', () => {
  it('shows first–last of total', () => {
    expect(pageRange({ page: 1, pageSize: 25 }, 103)).toEqual({ first: 1, last: 25, total: 103 });
    expect(pageRange({ page: 5, pageSize: 25 }, 103)).toEqual({ first: 101, last: 103, total: 103 });
    expect(pageRange({ page: 1, pageSize: ALL_ROWS }, 103)).toEqual({ first: 1, last: 103, total: 103 });
  });

  it('is 0–0 of 0 for an empty list and clamps a page past the end', () => {
    expect(pageRange({ page: 3, pageSize: 10 }, 0)).toEqual({ first: 0, last: 0, total: 0 });
    expect(pageRange({ page: 9, pageSize: 10 }, 15)).toEqual({ first: 11, last: 15, total: 15 });
    expect(pageRange({ page: 0, pageSize: 10 }, 15)).toEqual({ first: 1, last: 10, total: 15 });
  });
});

describe('page counts', () => {
  it('has at least one page; "all" is one page', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(100_000, ALL_ROWS)).toBe(1);
    expect(clampPage(2.7, 100, 10)).toBe(2);
  });

  it('offers the spec page sizes, 0 meaning all', () => {
    expect(PAGE_SIZE_OPTIONS.lists).toEqual([10, 25, 50, 0]);
    expect(PAGE_SIZE_OPTIONS.compact).toEqual([5, 10, 25, 50, 0]);
    expect(PAGE_SIZE_OPTIONS.reports).toEqual([10, 25, 50, 100]);
  });
});

describe('pageAfterSizeChange', () => {
  it('keeps the first visible row in view', () => {
    // rows 51–75 shown; at size 10 row 51 is on page 6; at size 50 on page 2
    expect(pageAfterSizeChange({ page: 3, pageSize: 25 }, 10)).toEqual({ page: 6, pageSize: 10 });
    expect(pageAfterSizeChange({ page: 3, pageSize: 25 }, 50)).toEqual({ page: 2, pageSize: 50 });
    expect(pageAfterSizeChange({ page: 3, pageSize: 25 }, ALL_ROWS)).toEqual({ page: 1, pageSize: 0 });
    expect(pageAfterSizeChange({ page: 1, pageSize: ALL_ROWS }, 25)).toEqual({ page: 1, pageSize: 25 });
  });

  it('for any list, the row first shown before the change is on the page shown after it', () => {
    const size = fc.constantFrom(...PAGE_SIZE_OPTIONS.compact, 100);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), size, size, fc.nat(), (total, before, after, pageSeed) => {
        const page = 1 + (pageSeed % pageCount(total, before));
        const firstShown = pageRange({ page, pageSize: before }, total).first;
        const next = pageAfterSizeChange({ page, pageSize: before }, after);
        const range = pageRange(next, total);
        expect(firstShown >= range.first && firstShown <= range.last).toBe(true);
      }),
    );
  });
});

describe('pageSlice', () => {
  it('cuts the rows of a page, all rows for size 0', () => {
    const rows = Array.from({ length: 23 }, (_, index) => index + 1);
    expect(pageSlice(rows, { page: 3, pageSize: 10 })).toEqual([21, 22, 23]);
    expect(pageSlice(rows, { page: 1, pageSize: ALL_ROWS })).toHaveLength(23);
  });

  it('agrees with pageRange', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 300 }),
        fc.constantFrom(5, 10, 25, 0),
        fc.integer({ min: 1, max: 70 }),
        (total, pageSize, page) => {
          const rows = Array.from({ length: total }, (_, index) => index + 1);
          const slice = pageSlice(rows, { page, pageSize });
          const range = pageRange({ page, pageSize }, total);
          expect(slice).toEqual(total === 0 ? [] : rows.slice(range.first - 1, range.last));
        },
      ),
    );
  });
});

describe('orderingParam', () => {
  it('prefixes descending sorts with a minus and maps fields', () => {
    expect(orderingParam({ id: 'period_end', desc: true })).toBe('-period_end');
    expect(orderingParam({ id: 'client', desc: false }, { client: 'client__name' })).toBe('client__name');
  });
});
