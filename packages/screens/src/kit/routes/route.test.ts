import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defineRoute, searchString } from './route';

const detail = defineRoute({ id: 'test.detail', path: '/reports/sale/:id', access: 'client' });
const list = defineRoute({ id: 'test.list', path: '/reports/sales', access: 'operator' });

describe('route.to', () => {
  it('fills the path and adds the search parameters after it', () => {
    expect(detail.to({ id: 12 })).toBe('/reports/sale/12');
    expect(detail.to({ id: 12 }, { tab: 'lines' })).toBe('/reports/sale/12?tab=lines');
    expect(list.to()).toBe('/reports/sales');
    expect(list.to({ client: 5, from: '2026-01' })).toBe('/reports/sales?client=5&from=2026-01');
  });

  it('leaves out a parameter that is undefined, and writes nothing for an empty search', () => {
    expect(list.to({ client: undefined, unread: true })).toBe('/reports/sales?unread=true');
    expect(list.to({})).toBe('/reports/sales');
    expect(list.to('')).toBe('/reports/sales');
  });

  it('keeps a search string or URLSearchParams as it is (a list keeps its filters across a modal)', () => {
    expect(list.to('?page=2&sort=created.desc')).toBe('/reports/sales?page=2&sort=created.desc');
    expect(detail.to({ id: 3 }, new URLSearchParams({ q: 'a b&c' }))).toBe('/reports/sale/3?q=a+b%26c');
  });

  it('reads back every value it writes', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1 }), fc.string()), (values) => {
        const read = Object.fromEntries(new URLSearchParams(searchString(values)));
        expect(read).toEqual({ ...values });
      }),
    );
  });
});
