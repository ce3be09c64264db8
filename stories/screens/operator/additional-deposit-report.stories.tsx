import { additionalDepositTotals, formatMoney, formatNumber } from '@epp/core';
import { handlersFor, heroClients, scenarios, storeFor } from '@epp/fixtures';
import { OperatorAdditionalDepositReportScreen } from '@epp/screens/operator';
import { clearAnnouncements } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { press, settled, shown } from '../../support/interaction';
import { withScreen } from '../../support/screen-frame';
import { screenStateStories } from '../../support/screen-states';
import { EAN_CELL, loaded } from '../../support/tables';
import { storyLanguage, text } from '../../support/text';
import {
  expectReportLoading,
  expectReportNotFound,
  LINES,
  MISSING_ID,
  reportPath,
} from '../client/additional-deposit-report-story';

const scenario = scenarios.operator;
const { db } = storeFor(scenario);
const reportOf = (year: number) => {
  const found = db.additionalDepositReports.find(
    (row) => row.client.client_id === heroClients.pohjala.id && row.period === year,
  );
  if (!found || found.lines.length < 2) throw new Error(`The fixtures have no additional-deposit report of ${year}`);
  return found;
};
/** Põhjala's 2025 report: not posted, so it may be synced. */
const open = reportOf(2025);
/** Põhjala's 2024 report: posted (no sync). */
const posted = reportOf(2024);
const K = 'screens.operator.additionalDepositReport';
const SYNC = 'screens.operator.additionalDepositReports.sync';

const meta = {
  title: 'Screens/Operator/AdditionalDepositReport',
  component: OperatorAdditionalDepositReportScreen,
  decorators: [withScreen],
  args: { reportId: open.id },
  beforeEach: () => clearAnnouncements(),
  parameters: {
    layout: 'fullscreen',
    screen: reportPath(open.id),
    msw: { handlers: handlersFor(scenario) },
  },
} satisfies Meta<typeof OperatorAdditionalDepositReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value of the header's total tile labelled `key`. */
function totalShown(
  key: 'packagesTotal' | 'additionalDepositFees' | 'returnThresholdFees' | 'vat' | 'toBePaid',
): string {
  const tiles = screen.getByRole('list', { name: text('widgets.reportHeader.totalsTitle') });
  const label = within(tiles).getByText(text(`widgets.reportHeader.totals.${key}`));
  return label.nextElementSibling?.textContent ?? '';
}

/**
 * The header: client code, year, company, the status 'Kinnitamata' and the five totals — each equal to
 * @epp/core's totals of the lines the table shows (the demo backend computes them the same way); the operator's
 * sync and delete beside them.
 */
export const HeaderTotals: Story = {
  play: async () => {
    const table = await loaded(LINES, EAN_CELL);
    await expect(within(table).getAllByRole('cell', { name: EAN_CELL })).toHaveLength(open.lines.length);
    const totals = additionalDepositTotals(
      open.lines.map((line) => ({
        quantity: line.quantity,
        totalFee: line.total_fee,
        thresholdFee: line.return_threshold_total_fee,
      })),
      { year: 2025 },
    );
    const language = storyLanguage();
    await expect(totalShown('packagesTotal')).toBe(formatNumber(totals.packages, language, { maxDecimals: 0 }));
    await expect(totalShown('additionalDepositFees')).toBe(formatMoney(totals.additionalDepositFees, language));
    await expect(totalShown('returnThresholdFees')).toBe(formatMoney(totals.returnThresholdFees, language));
    await expect(totalShown('vat')).toBe(formatMoney(totals.vat, language));
    await expect(totalShown('toBePaid')).toBe(formatMoney(totals.toBePaid, language));
    await expect(screen.getByText(text('status.additionalDeposit.not-posted'))).toBeVisible();
    await expect(screen.getByText(String(heroClients.pohjala.id))).toBeVisible();
    await expect(screen.getByRole('button', { name: text(`${K}.sync`) })).toBeVisible();
    await expect(screen.getByRole('button', { name: text(`${K}.delete.button`) })).toBeVisible();
  },
};

/** 'Kustuta aruanne' asks first (Cancel has the focus); confirmed, the page goes back to the list, which says so. */
export const DeleteWithConfirmation: Story = {
  // a world of its own: the delete must not take the report from the other stories
  parameters: { msw: { handlers: handlersFor(scenario) } },
  play: async () => {
    await loaded(LINES, EAN_CELL);
    await press(screen.getByRole('button', { name: text(`${K}.delete.button`) }));
    const dialog = await shown(screen.findByRole('alertdialog', { name: text(`${K}.delete.title`) }));
    await expect(dialog).toHaveTextContent(
      text(`${K}.delete.message`, { company: heroClients.pohjala.name, period: '2025' }),
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: text('ui.confirmDialog.cancel') })).toHaveFocus(),
    );
    await press(within(dialog).getByRole('button', { name: text(`${K}.delete.confirm`) }));
    await waitFor(() =>
      expect(screen.getByTestId('navigated-to')).toHaveTextContent(/^\/reports\/additional-deposit$/),
    );
    await settled();
  },
};

/** 'Sünkroniseeri': the dialog with the report's statistics; the header then shows today's sync date. */
export const Sync: Story = {
  parameters: { msw: { handlers: handlersFor(scenario) } },
  play: async () => {
    await loaded(LINES, EAN_CELL);
    const button = screen.getByRole('button', { name: text(`${K}.sync`) });
    await press(button);
    const dialog = await shown(screen.findByRole('dialog', { name: text(`${SYNC}.titleOne`) }));
    await press(within(dialog).getByRole('button', { name: text(`${SYNC}.confirm`) }));
    const status = await within(dialog).findByRole('status');
    const lines = within(status).getByText(text(`${SYNC}.statistics.lines_updated`));
    await expect(lines.nextElementSibling).toHaveTextContent(String(open.lines.length));
    await settled();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByText('20.11.2026')).toBeVisible());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** A posted report: 'Kinnitatud', and no sync (only delete). */
export const Posted: Story = {
  args: { reportId: posted.id },
  parameters: { screen: reportPath(posted.id) },
  play: async () => {
    await loaded(LINES, EAN_CELL);
    await expect(screen.getByText(text('status.additionalDeposit.posted'))).toBeVisible();
    await expect(screen.queryByRole('button', { name: text(`${K}.sync`) })).toBeNull();
    await expect(screen.getByRole('button', { name: text(`${K}.delete.button`) })).toBeVisible();
  },
};

const states = screenStateStories({
  scenario,
  endpoints: 'additionalDepositReport',
  loading: expectReportLoading,
  error: { texts: 'errors.returns.load' },
});

/** The report never answers: the header's skeleton is busy and the lines table holds no line. */
export const Loading: Story = states.Loading;

/** An id with no report: "not found" with a link to the list, and nothing to retry. */
export const NotFound: Story = {
  args: { reportId: MISSING_ID },
  parameters: { screen: reportPath(MISSING_ID) },
  play: expectReportNotFound,
};

/** The report fails to load: the message with the reason, and a retry. */
export const ServerError: Story = states.ServerError;
