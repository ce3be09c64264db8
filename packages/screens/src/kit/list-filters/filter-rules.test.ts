import { describe, expect, it } from 'vitest';
import { dateRangeRule, monthRangeRule } from './filter-rules';

const context = { today: '2026-11-15' } as const;

describe('range rules', () => {
  const order = dateRangeRule({ startAfterEnd: 'screens.client.packages.dateOrder' });
  const withToday = dateRangeRule({
    startAfterEnd: 'screens.operator.registryPackages.startAfterEnd',
    startAfterToday: 'screens.operator.registryPackages.startAfterToday',
  });

  it('refuse a day range whose start is after its end', () => {
    expect(order({ from: '2026-02-02', to: '2026-02-01' }, context)).toEqual(['screens.client.packages.dateOrder']);
    expect(order({ from: '2026-02-01', to: '2026-02-01' }, context)).toEqual([]);
    expect(order({ from: '2026-02-02' }, context)).toEqual([]);
    expect(order(undefined, context)).toEqual([]);
  });

  it('refuse a start after today only where the list says so', () => {
    expect(order({ from: '2026-12-01' }, context)).toEqual([]);
    expect(withToday({ from: '2026-12-01', to: '2026-11-01' }, context)).toEqual([
      'screens.operator.registryPackages.startAfterEnd',
      'screens.operator.registryPackages.startAfterToday',
    ]);
  });

  it('refuse a complete month range out of order or after the current month, and leave an open one', () => {
    const months = monthRangeRule('screens.client.returnReports.rangeProblem');
    expect(months({ from: '2026-05', to: '2026-04' }, context)).toEqual(['screens.client.returnReports.rangeProblem']);
    expect(months({ from: '2026-05', to: '2026-12' }, context)).toEqual(['screens.client.returnReports.rangeProblem']);
    expect(months({ from: '2026-04', to: '2026-05' }, context)).toEqual([]);
    expect(months({ from: '2026-05' }, context)).toEqual([]);
    expect(months({ from: 'x', to: 'y' }, context)).toEqual([]);
  });
});
