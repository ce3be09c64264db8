// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type Location, MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { arrivalNoticeOf, arrivalState, useArrivalNotice } from './arrival-notice';

const readText = (notice: unknown) => (typeof notice === 'string' ? notice : null);

/** The hook on a page opened at `entry`; also what the page's address and state are after it ran. */
function openAt(entry: Partial<Location>, show: (notice: string) => void) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[entry]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => {
      useArrivalNotice(readText, show);
      return useLocation();
    },
    { wrapper },
  );
}

afterEach(cleanup);

describe('useArrivalNotice', () => {
  it('shows the notice once and forgets it, keeping what else rides along and the address', () => {
    const show = vi.fn();
    const { result, rerender } = openAt(
      { pathname: '/registry/testing', search: '?ean=474', state: { ...arrivalState('deleted'), from: '/x' } },
      show,
    );
    expect(show).toHaveBeenCalledTimes(1);
    expect(show).toHaveBeenCalledWith('deleted');
    expect(result.current.state).toEqual({ from: '/x' });
    expect(`${result.current.pathname}${result.current.search}`).toBe('/registry/testing?ean=474');
    rerender();
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('does not say it again on a reload (the entry as the history now holds it)', () => {
    const first = vi.fn();
    const { result } = openAt({ pathname: '/sales', state: arrivalState('submitted') }, first);
    expect(first).toHaveBeenCalledTimes(1);
    expect(result.current.state).toBeNull();
    const reloaded = vi.fn();
    openAt(result.current, reloaded);
    expect(reloaded).not.toHaveBeenCalled();
  });

  it('leaves a state alone whose notice is not the page’s', () => {
    const show = vi.fn();
    const state = arrivalState({ kind: 'other' });
    const { result } = openAt({ pathname: '/sales', state }, show);
    expect(show).not.toHaveBeenCalled();
    expect(result.current.state).toEqual(state);
  });
});

describe('arrivalNoticeOf', () => {
  it('is the notice of a state, else null', () => {
    expect(arrivalNoticeOf(arrivalState(1))).toBe(1);
    for (const state of [null, undefined, 'x', { from: '/' }]) expect(arrivalNoticeOf(state)).toBeNull();
  });
});
