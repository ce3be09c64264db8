// Shared by the additional-deposit report stories (the client's and the operator's): the lines table, the
// Loading check and the "not found" play.
import { expect, screen } from 'storybook/test';
import { expectBusy, findTable } from '../../support/tables';
import { text } from '../../support/text';

/** The caption of the lines table. */
export const LINES = 'screens.client.additionalDepositReport.linesCaption';

/** An id no report has. */
export const MISSING_ID = 999_999;

/** The story's address of a report. */
export const reportPath = (id: number) => ({
  path: `/reports/additional-deposit/${id}`,
  route: '/reports/additional-deposit/:id',
});

/** Loading: the header's skeleton is busy and the lines table is busy. */
export async function expectReportLoading() {
  const loading = text('widgets.reportHeader.loading');
  const header = await screen.findByRole('group', { name: loading });
  await expectBusy(header, loading);
  const table = await findTable(LINES);
  await expect(table).toHaveAttribute('aria-busy', 'true');
}

/** Not found: the text with a link to the list, and nothing to retry. */
export async function expectReportNotFound() {
  await screen.findByText(text('screens.client.additionalDepositReport.notFound'));
  await expect(screen.getByRole('link', { name: text('screens.client.additionalDepositReport.toList') })).toBeVisible();
  await expect(screen.queryByRole('button', { name: text('common.actions.retry') })).toBeNull();
}
