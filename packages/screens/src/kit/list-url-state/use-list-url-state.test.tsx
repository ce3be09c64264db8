// @vitest-environment jsdom
import { AlertProvider, useAlertList } from '@epp/ui';
import { act, renderHook } from '@testing-library/react';
import { type ReactNode, useLayoutEffect } from 'react';
import { MemoryRouter, useNavigate, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { dateRangeRule, defineListFilters } from '../list-filters';
import { FILTER_PROBLEMS_ALERT, type ListUrlStateOptions, useListUrlState } from './use-list-url-state';

const FILTERS = defineListFilters({
  name: { kind: 'text', label: 'screens.client.packages.columns.name' },
  date: {
    kind: 'dateRange',
    label: 'screens.client.packages.columns.date',
    rule: dateRangeRule({ startAfterEnd: 'screens.client.packages.dateOrder' }),
  },
});

function render(options: ListUrlStateOptions, address: string, typedOnArrival?: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[address]}>
      <AlertProvider>{children}</AlertProvider>
    </MemoryRouter>
  );
  return renderHook(
    () => {
      const list = useListUrlState(options);
      // Typed as soon as the field is on the page: after the first render's commit, before its passive effects.
      // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival
      useLayoutEffect(() => {
        if (typedOnArrival !== undefined) list.setValue('name', typedOnArrival);
      }, []);
      return { list, alerts: useAlertList(), search: useSearchParams()[0].toString(), navigate: useNavigate() };
    },
    { wrapper },
  );
}

describe('useListUrlState', () => {
  it('keeps the applied filters the same object when only the page changes', () => {
    const { result, rerender } = render({ filters: FILTERS }, '/list?name=kali&size=10');
    const before = result.current.list.applied;
    expect(before).toEqual({ name: 'kali' });
    act(() => result.current.list.table.onPageChange({ page: 2, pageSize: 10 }));
    rerender();
    expect(result.current.list.table.page.page).toBe(2);
    // A client-mode DataTable goes back to page 1 when its `filters` change: a new page is no new filter.
    expect(result.current.list.applied).toBe(before);
  });

  it('refuses a search that breaks a rule with one alert, and a valid search or clearing dismisses it', () => {
    const { result } = render({ filters: FILTERS }, '/list');
    act(() => result.current.list.setValue('date', { from: '2026-02-02', to: '2026-02-01' }));
    act(() => result.current.list.apply());
    expect(result.current.search).toBe('');
    expect(result.current.alerts.map((alert) => [alert.id, alert.tone])).toEqual([[FILTER_PROBLEMS_ALERT, 'error']]);
    // Again: the same alert replaces itself.
    act(() => result.current.list.apply());
    expect(result.current.alerts).toHaveLength(1);
    act(() => result.current.list.clear());
    expect(result.current.alerts).toEqual([]);

    act(() => result.current.list.apply({ date: { from: '2026-02-02', to: '2026-02-01' } }));
    expect(result.current.alerts).toHaveLength(1);
    act(() => result.current.list.apply({ date: { from: '2026-02-01', to: '2026-02-02' } }));
    expect(result.current.alerts).toEqual([]);
    expect(result.current.search).toBe('date.from=2026-02-01&date.to=2026-02-02');
  });

  it('keeps what is typed on arrival, and the fields follow a new address (back, forward, a link)', () => {
    const { result } = render({ filters: FILTERS }, '/list?name=kali', '4740001');
    expect(result.current.list.draft).toEqual({ name: '4740001' });
    expect(result.current.list.applied).toEqual({ name: 'kali' });
    // A new page is no new filter: the draft stays as typed.
    act(() => result.current.list.table.onPageChange({ page: 2, pageSize: 25 }));
    expect(result.current.list.draft).toEqual({ name: '4740001' });
    act(() => void result.current.navigate('/list?name=vesi'));
    expect(result.current.list.draft).toEqual({ name: 'vesi' });
    expect(result.current.list.applied).toEqual({ name: 'vesi' });
  });
});
