// Steps the Testing and Retesting list stories share: wait for the rows, choose rows by keyboard, find the
// confirmation dialog and its buttons.
import { formatDisplayDate } from '@epp/core';
import { FIXTURE_TODAY } from '@epp/fixtures';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { press } from '../../support/interaction';
import type { StoryTextKey } from '../../support/text';
import { text } from '../../support/text';

/** The list captioned `caption`, once the row with `ean` is there and it is not busy. */
export function testListLoaded(caption: StoryTextKey, ean: string): Promise<HTMLElement> {
  return waitFor(() => {
    const table = screen.getByRole('table', { name: text(caption) });
    within(table).getByRole('cell', { name: ean });
    expect(table).not.toHaveAttribute('aria-busy', 'true');
    return table;
  });
}

/** The row whose EAN cell says `ean`. */
export function rowOf(table: HTMLElement, ean: string): HTMLElement {
  const row = within(table).getByRole('cell', { name: ean }).closest('tr');
  if (!row) throw new Error(`no row for ${ean}`);
  return row;
}

/** Ticks each row's checkbox from the keyboard (focus, Space). */
export async function chooseRows(table: HTMLElement, eans: readonly string[]) {
  for (const ean of eans) {
    within(table)
      .getByRole('checkbox', { name: text('ui.dataTable.selectRow', { label: ean }) })
      .focus();
    await userEvent.keyboard(' ');
  }
}

export function dialogNamed(title: StoryTextKey): Promise<HTMLElement> {
  // ConfirmDialog is an alertdialog.
  return screen.findByRole('alertdialog', { name: text(title) });
}

export function confirmButton(dialog: HTMLElement, label: StoryTextKey): HTMLElement {
  return within(dialog).getByRole('button', { name: text(label) });
}

/**
 * In the open "Kinnita testitulemused" dialog: the sales start date (the fixture's today) typed by keyboard, then
 * "Kinnita"; resolves when the list says the EAN's result was confirmed.
 */
export async function confirmWithStartDate(dialog: HTMLElement, ean: string) {
  within(dialog)
    .getByRole('textbox', { name: text('screens.operator.registry.testLists.startDate') })
    .focus();
  await userEvent.keyboard(`${formatDisplayDate(FIXTURE_TODAY)}{Tab}`);
  await press(confirmButton(dialog, 'widgets.confirmWithProblems.actions.confirmResults.confirm'));
  await screen.findByText(text('screens.operator.registry.results.confirmed', { eans: ean }));
}
