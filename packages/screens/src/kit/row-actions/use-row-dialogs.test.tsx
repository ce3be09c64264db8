// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRowDialogs } from './use-row-dialogs';

type Dialogs = { import: { id: number }; delete: string };

const button = () => {
  const element = document.createElement('button');
  document.body.append(element);
  return element;
};

describe('useRowDialogs', () => {
  afterEach(() => {
    document.body.replaceChildren();
    vi.useRealTimers();
  });

  it('opens one dialog at a time with its subject', () => {
    const { result } = renderHook(() => useRowDialogs<Dialogs>());
    act(() => result.current.open('import', { id: 7 }));
    expect(result.current.subjectOf('import')).toEqual({ id: 7 });
    expect(result.current.subjectOf('delete')).toBeNull();
    act(() => result.current.open('delete', 'row 2'));
    expect(result.current.subjectOf('import')).toBeNull();
    expect(result.current.subjectOf('delete')).toBe('row 2');
  });

  it("gives the focus back to the row's menu on close, or to the control passed to open", async () => {
    const { result } = renderHook(() => useRowDialogs<Dialogs>());
    const menu = button();
    const other = button();
    act(() => result.current.onTrigger(menu));
    act(() => result.current.open('import', { id: 1 }));
    act(() => result.current.close());
    expect(result.current.subjectOf('import')).toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(menu));
    act(() => result.current.open('delete', 'row', other));
    act(() => result.current.close());
    await vi.waitFor(() => expect(document.activeElement).toBe(other));
  });

  it('leaves the focus alone when the trigger is gone from the page', async () => {
    const { result } = renderHook(() => useRowDialogs<Dialogs>());
    const menu = button();
    const stay = button();
    stay.focus();
    act(() => result.current.open('delete', 'row', menu));
    menu.remove();
    act(() => result.current.close());
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.activeElement).toBe(stay);
  });
});
