// Waiting for a table's rows and asserting its loading state in play functions. A table renders in every
// state (loading rows, data, empty, error), so "the table is there" proves nothing: these look at what only
// one state has.
import type { TranslationKey } from '@epp/i18n';
import { expect, screen, waitFor, within } from 'storybook/test';
import { text } from './text';

/** A cell holding an EAN-8 or EAN-13 code: the first column of the package and sales line tables. */
export const EAN_CELL = /^\d{8,14}$/;

/** The table whose caption is the text of `caption`, once it is in the page. */
export function findTable(caption: TranslationKey): Promise<HTMLElement> {
  return screen.findByRole('table', { name: text(caption) });
}

/**
 * Waits until the table captioned `caption` shows its data and returns it: a cell whose name matches `cell`
 * (a data cell, e.g. {@link EAN_CELL} or a period; the loading rows are text-free skeletons, and the empty
 * and error rows say something else), and the table no longer busy. The table is looked up again on every
 * try: a screen may draw its loading table and its data table as two elements.
 */
export function loaded(caption: TranslationKey, cell: RegExp | string): Promise<HTMLElement> {
  return waitFor(() => {
    const table = screen.getByRole('table', { name: text(caption) });
    within(table).getAllByRole('cell', { name: cell });
    expect(table).not.toHaveAttribute('aria-busy', 'true');
    return table;
  });
}

/**
 * Asserts a loading state: `region` is busy (`aria-busy="true"`) and a polite status in the page announces
 * `announcement` (the loading text; a status element stays in place, empty, once the data is there).
 */
export async function expectBusy(region: HTMLElement, announcement: string): Promise<void> {
  await expect(region).toHaveAttribute('aria-busy', 'true');
  await waitFor(() =>
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(announcement),
  );
}

/** Asserts that the DataTable captioned `caption` is loading: busy, and its status says "Laadimine…". */
export async function expectTableLoading(caption: TranslationKey): Promise<HTMLElement> {
  const table = await findTable(caption);
  await expectBusy(table, text('ui.dataTable.loading'));
  return table;
}
