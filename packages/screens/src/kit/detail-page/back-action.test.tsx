// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type Location, MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fromListOf, fromListState, useBackAction, useOpenFromList } from './back-action';

/** Back on a page reached through `entries` (the last one is the page); also where the app is afterwards. */
function pageAt(entries: Partial<Location>[]) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={entries}>{children}</MemoryRouter>
  );
  const { result } = renderHook(
    () => ({ back: useBackAction('/registry/applications'), open: useOpenFromList(), location: useLocation() }),
    { wrapper },
  );
  const where = () => `${result.current.location.pathname}${result.current.location.search}`;
  return { result, where };
}

afterEach(cleanup);

describe('useBackAction', () => {
  it('goes to the list the page was opened from, filters included', () => {
    const { result, where } = pageAt([
      { pathname: '/registry/package/7', state: fromListState('/registry/testing?ean=474') },
    ]);
    act(() => result.current.back());
    expect(where()).toBe('/registry/testing?ean=474');
  });

  it('opened from a list by useOpenFromList, comes back to it', () => {
    const { result, where } = pageAt([{ pathname: '/registry/testing', search: '?ean=474' }]);
    act(() => result.current.open('/registry/package/7'));
    expect(where()).toBe('/registry/package/7');
    act(() => result.current.back());
    expect(where()).toBe('/registry/testing?ean=474');
  });

  it('without a list, steps back in the app; opened directly, goes to the parent', () => {
    const stepped = pageAt([{ pathname: '/dashboard' }, { pathname: '/reports/rpet/3' }]);
    act(() => stepped.result.current.back());
    expect(stepped.where()).toBe('/dashboard');
    const direct = pageAt([{ pathname: '/reports/rpet/3' }]);
    act(() => direct.result.current.back());
    expect(direct.where()).toBe('/registry/applications');
  });

  it('carries a state (a notice) to the list or the parent', () => {
    const { result } = pageAt([{ pathname: '/registry/package/7', state: fromListState('/registry/testing') }]);
    act(() => result.current.back({ notice: 1 }));
    expect(result.current.location.pathname).toBe('/registry/testing');
    expect(result.current.location.state).toEqual({ notice: 1 });
  });
});

describe('fromListOf', () => {
  it('is a path of this app, never another site', () => {
    expect(fromListOf(fromListState('/registry/testing?ean=474'))).toBe('/registry/testing?ean=474');
    for (const state of [null, undefined, {}, { from: 12 }, { from: 'https://elsewhere.example' }, { from: '//x' }])
      expect(fromListOf(state)).toBeUndefined();
  });
});
