// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListUrlState } from './use-list-url-state';

const KINDS = { name: 'text' } as const;

describe('useListUrlState', () => {
  it('keeps the applied filters the same object when only the page changes', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/list?name=kali&size=10']}>{children}</MemoryRouter>
    );
    const { result, rerender } = renderHook(() => useListUrlState({ kinds: KINDS }), { wrapper });
    const before = result.current.applied;
    expect(before).toEqual({ name: 'kali' });
    result.current.table.onPageChange({ page: 2, pageSize: 10 });
    rerender();
    expect(result.current.table.page.page).toBe(2);
    // A client-mode DataTable goes back to page 1 when its `filters` change: a new page is no new filter.
    expect(result.current.applied).toBe(before);
  });
});
