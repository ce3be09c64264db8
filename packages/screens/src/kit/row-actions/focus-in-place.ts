import type { RefObject } from 'react';

// When a row action removes or changes its row, the focus stays in the row's place: on the same kind of control
// (the rows' delete buttons, found by `selector`) in the row that now stands there, else on `fallback`.

const controlsOf = (page: RefObject<HTMLElement | null>, selector: string) => [
  ...(page.current?.querySelectorAll<HTMLElement>(selector) ?? []),
];

/** The place among the rows' `selector` controls of the one inside `row` (or `row` itself); 0 when none. */
export function placeAmong(page: RefObject<HTMLElement | null>, selector: string, row: Element | null | undefined) {
  return Math.max(
    controlsOf(page, selector).findIndex((control) => row?.contains(control)),
    0,
  );
}

/** Focuses the `selector` control at `place` (the last one when fewer are left), or calls `fallback` when none is. */
export function focusInPlace(
  page: RefObject<HTMLElement | null>,
  selector: string,
  place: number,
  fallback: () => void,
) {
  const controls = controlsOf(page, selector);
  const next = controls[Math.min(place, controls.length - 1)];
  if (next) next.focus();
  else fallback();
}
