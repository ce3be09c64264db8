import { ALL_ROWS } from '@epp/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readPage, readSort, writeListParams } from './list-url-params';

const sizes = [10, 25, 50, ALL_ROWS];
const defaults = { sort: { id: 'created', desc: true }, pageSize: 25 };

describe('list URL parameters', () => {
  it('leave defaults out of the address', () => {
    const params = writeListParams(
      new URLSearchParams('ean=1'),
      { sort: defaults.sort, page: { page: 1, pageSize: 25 } },
      defaults,
    );
    expect(params.toString()).toBe('ean=1');
  });

  it('read back what they wrote, for any sort and page', () => {
    fc.assert(
      fc.property(
        fc.option(fc.record({ id: fc.constantFrom('ean', 'created', 'name'), desc: fc.boolean() }), { nil: null }),
        fc.integer({ min: 1, max: 500 }),
        fc.constantFrom(...sizes),
        (sort, page, pageSize) => {
          const params = writeListParams(new URLSearchParams(), { sort, page: { page, pageSize } }, defaults);
          expect(readSort(params, defaults.sort)).toEqual(sort);
          expect(readPage(params, defaults.pageSize, sizes)).toEqual({ page, pageSize });
        },
      ),
    );
  });

  it('fall back on malformed values', () => {
    const params = new URLSearchParams('sort=%3Bdrop&page=-3&size=7');
    expect(readSort(params, defaults.sort)).toEqual(defaults.sort);
    expect(readPage(params, 25, sizes)).toEqual({ page: 1, pageSize: 25 });
    expect(readPage(new URLSearchParams('size=all&page=2'), 25, sizes)).toEqual({ page: 2, pageSize: ALL_ROWS });
  });
});
