// Shared by the sales report and sales report repair stories: both screens show the same report view (the
// report header and the lines table with its totals row); the imported template also by the sales reports stories
// and the resilience pass's import.
import { heroPackage } from '@epp/fixtures';
import { buildWorkbook, excelSheet } from '@epp/ui/excel';
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
  const header = await screen.findByRole('group', { name: loading });
  await expectBusy(header, loading);
  const table = await findTable(LINES);
  await expect(within(table).queryAllByRole('cell', { name: EAN_CELL })).toEqual([]);
}

/** The package the imported template fills in. */
export const IMPORTED = heroPackage('Põhjala Öö 0,33 l');

/** The filled template the client imports: the package's EAN and a new quantity. */
export async function filledTemplate(quantity: number): Promise<File> {
  const workbook = await buildWorkbook([
    excelSheet<{ ean: string; quantity: number }>({
      name: 'Müügiaruanne',
      columns: [
        { header: 'EAN', value: (row) => row.ean },
        { header: 'Kogus', value: (row) => row.quantity, format: 'integer' },
      ],
      rows: [{ ean: IMPORTED.ean, quantity }],
    }),
  ]);
  // Fixed dates keep the file's bytes, and so its shown size, the same on every run.
  workbook.created = new Date(Date.UTC(2026, 10, 20));
  workbook.modified = workbook.created;
  return new File([await workbook.xlsx.writeBuffer()], 'müügiaruanne 10.2026.xlsx');
}
