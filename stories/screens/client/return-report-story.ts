// What the client's and the operator's return report stories share (one view, two roles): the load states.
import type { Scenario } from '@epp/fixtures';
import { expect, screen, within } from 'storybook/test';
import { screenStateStories } from '../../support/screen-states';
import { EAN_CELL, expectBusy, findTable } from '../../support/tables';
import { text } from '../../support/text';

export const RETURN_LINES = 'screens.client.returnReport.linesCaption';
export const MISSING_RETURN_ID = 999_999;
const path = (id: number) => ({ path: `/reports/returns/${id}`, route: '/reports/returns/:id' });

/** The report's Loading and ServerError stories (the header's skeleton busy, the lines table without a line). */
export const returnReportStates = (scenario: Scenario) =>
  screenStateStories({
    scenario,
    endpoints: 'returnReport',
    loading: async () => {
      const loading = text('widgets.reportHeader.loading');
      const header = await screen.findByRole('group', { name: loading });
      await expectBusy(header, loading);
      const table = await findTable(RETURN_LINES);
      await expect(table).toHaveAttribute('aria-busy', 'true');
      await expect(within(table).queryAllByRole('cell', { name: EAN_CELL })).toEqual([]);
    },
    error: { texts: 'errors.returns.load' },
  });

/** An id with no report: "not found" with a link to the list, and nothing to retry. */
export const returnReportNotFound = {
  args: { reportId: MISSING_RETURN_ID },
  parameters: { screen: path(MISSING_RETURN_ID) },
  play: async () => {
    await screen.findByText(text('screens.client.returnReport.notFound'));
    await expect(screen.getByRole('link', { name: text('screens.client.returnReport.toList') })).toBeVisible();
    await expect(screen.queryByRole('button', { name: text('common.actions.retry') })).toBeNull();
  },
};
