// Shared by the sales report and sales report repair stories: both screens show the same report view (the
// report header and the lines table with its totals row).
import { expect, screen, userEvent, within } from 'storybook/test';
import { EAN_CELL, expectBusy, findTable } from '../../support/tables';
import { text } from '../../support/text';

/** The caption of the lines table. */
export const LINES = 'screens.client.salesReport.linesCaption';

/** The footer's packages total (the first number after "Kokku"). */
export function footerPackages(table: HTMLElement): string {
  const footer = within(table).getByRole('rowheader', { name: text('screens.client.salesReport.totalsRow') });
  return footer.parentElement?.querySelectorAll('td')[0]?.textContent ?? '';
}

/** Types a quantity from the keyboard into a field and tabs out (the field saves on blur). */
export async function typeQuantity(field: HTMLElement, quantity: string) {
  field.focus();
  await userEvent.keyboard('{Control>}a{/Control}');
  await userEvent.keyboard(quantity);
  await userEvent.tab();
}

/**
 * Asserts the report view's loading state: the header's skeleton is busy and announces "Aruande päise
 * laadimine…", and the lines table holds no line yet. (The lines table itself sets no aria-busy.)
 */
export async function expectReportLoading() {
  const loading = text('widgets.reportHeader.loading');
  const header = await screen.findByRole('group', { name: loading }, { timeout: 5000 });
  await expectBusy(header, loading);
  const table = await findTable(LINES);
  await expect(within(table).queryAllByRole('cell', { name: EAN_CELL })).toEqual([]);
}
