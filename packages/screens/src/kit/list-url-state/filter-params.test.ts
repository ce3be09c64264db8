import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkboxFilter, defineListFilters, rangeOfPicker, rangeParams, yearRangeFilter } from '../list-filters';
import { filterParamsOf } from './filter-params';

const FILTERS = defineListFilters({
  name: { kind: 'text', label: 'screens.client.packages.columns.name' },
  date: { kind: 'dateRange', label: 'screens.client.packages.columns.date' },
  unread: checkboxFilter({ label: 'screens.client.notifications.onlyUnread' }),
  years: yearRangeFilter({
    label: 'screens.client.rpetReportList.yearFilter',
    minYear: 2024,
    codec: rangeParams({ names: { from: 'from', to: 'to' }, read: (texts) => rangeOfPicker(texts) }),
  }),
});
const params = filterParamsOf(FILTERS, { today: '2026-11-15' });

const text = fc.string({ minLength: 1 }).filter((value) => value.trim() !== '');
const end = fc.option(fc.constantFrom('2025-01', '2026-12', '2024-06-01'), { nil: undefined });
const range = fc
  .record({ from: end, to: end })
  .map(({ from, to }) => ({ ...(from ? { from } : {}), ...(to ? { to } : {}) }));

describe('filter definitions in the address', () => {
  it('read back what they wrote: built-in kinds as @epp/ui keeps them, a custom filter through its codec', () => {
    fc.assert(
      fc.property(
        fc.record({ name: text, date: range, unread: fc.constant('1'), years: range }, { requiredKeys: [] }),
        (values) => {
          const written = params.write(values, new URLSearchParams('page=2'));
          expect(written.get('page')).toBe('2');
          const empty = (value: unknown) => typeof value === 'object' && Object.keys(value as object).length === 0;
          const kept = Object.fromEntries(Object.entries(values).filter(([, value]) => !empty(value)));
          expect(params.read(written)).toEqual(kept);
        },
      ),
    );
  });

  it('keep a custom filter under its own names', () => {
    const written = params.write({ years: { from: '2025-01' }, date: { to: '2026-01-02' } }, new URLSearchParams());
    expect(written.toString()).toBe('date.to=2026-01-02&from=2025-01');
  });
});
