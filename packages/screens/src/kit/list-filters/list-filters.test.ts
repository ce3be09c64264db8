import { describe, expect, it } from 'vitest';
import { checkboxFilter, monthRangeFilter } from './custom-filters';
import { rangeValueOf } from './filter-range';
import { dateRangeRule } from './filter-rules';
import { defineListFilters, filterKindsOf, filterProblemsOf, listValueOf, textValueOf } from './list-filters';

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

  it('match a custom filter as its `matchAs` kind', () => {
    const filters = defineListFilters({
      period: monthRangeFilter({ label: 'screens.client.salesReports.periodFilter' }),
      unread: checkboxFilter({ label: 'screens.client.notifications.onlyUnread' }),
    });
    expect(filterKindsOf(filters)).toEqual({ period: 'monthRange', unread: 'select' });
  });

  it("name every broken rule in the filters' order, and none for valid values", () => {
    const filters = defineListFilters({
      ean: {
        kind: 'text',
        label: 'screens.client.packages.columns.ean',
        rule: (value) => (value === 'x' ? ['screens.operator.registryPackages.eanNotNumeric'] : []),
      },
      date: {
        kind: 'dateRange',
        label: 'screens.client.packages.columns.date',
        rule: dateRangeRule({ startAfterEnd: 'screens.client.packages.dateOrder' }),
      },
    });
    const context = { today: '2026-11-15' } as const;
    expect(filterProblemsOf(filters, { date: { from: '2026-02-01', to: '2026-01-01' }, ean: 'x' }, context)).toEqual([
      'screens.operator.registryPackages.eanNotNumeric',
      'screens.client.packages.dateOrder',
    ]);
    expect(filterProblemsOf(filters, { date: { from: '2026-01-01', to: '2026-02-01' } }, context)).toEqual([]);
  });
});
