import { handlersFor, heroSalesReport, scenarios, storeFor } from '@epp/fixtures';
import { SalesReportRepairScreen } from '@epp/screens/client';
import { clearAnnouncements } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { settled } from '../../support/interaction';
import { withScreen } from '../../support/screen-frame';
import { screenStateStories } from '../../support/screen-states';
import { EAN_CELL, loaded } from '../../support/tables';
import { text } from '../../support/text';
import { expectReportLoading, footerPackages, LINES, typeQuantity } from './sales-report-story';

/** The 09.2026 report, whose repair the draft scenario adds (UNSUBMITTED). */
const draftOriginal = heroSalesReport(storeFor(scenarios.clientSalesRepairDraft).db, '2026-09').id;
/** The 05.2026 report, whose repair EPP rejected. */
const rejectedOriginal = heroSalesReport(storeFor(scenarios.clientActiveContract).db, '2026-05').id;

const meta = {
  title: 'Screens/Client/SalesReportRepair',
  component: SalesReportRepairScreen,
  tags: ['autodocs'],
  decorators: [withScreen],
  args: { reportId: draftOriginal },
  beforeEach: () => clearAnnouncements(),
  parameters: {
    layout: 'fullscreen',
    screen: { path: `/reports/sale/${draftOriginal}/repair`, route: '/reports/sale/:id/repair' },
    msw: { handlers: handlersFor(scenarios.clientSalesRepairDraft) },
  },
} satisfies Meta<typeof SalesReportRepairScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const infoDialog = () => screen.findByRole('dialog', { name: text('screens.client.salesReportRepair.infoTitle') });

/** Closes the info modal from the keyboard: its button has the focus when it opens. */
async function closeInfo() {
  const dialog = await infoDialog();
  const close = within(dialog).getByRole('button', { name: text('screens.client.salesReportRepair.infoClose') });
  await waitFor(() => expect(close).toHaveFocus());
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

/** Closes the info modal and waits for the lines. */
async function pastInfo() {
  await closeInfo();
  return loaded(LINES, EAN_CELL);
}

/**
 * Entering a repair: the info modal explains what a repair is; the repair loads behind it, titled by its route's
 * labels and its period (as the portal's header shows it): "Aruanded · Müügiaruanne · Parandus · 09.2026".
 */
export const InfoModal: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await infoDialog();
    await within(dialog).findByText(text('screens.client.salesReportRepair.infoText'));
    await loaded(LINES, EAN_CELL);
    const title = [text('routes.reports'), text('routes.salesReport'), text('routes.repair'), '09.2026'].join(' · ');
    // hidden: the open modal hides the page from the accessibility tree
    await expect(within(canvasElement).getByRole('heading', { level: 1, hidden: true })).toHaveTextContent(title);
  },
};

/** An unsubmitted repair: quantities are edited like the report's, and the totals follow a save. */
export const Editable: Story = {
  parameters: { msw: { handlers: handlersFor(scenarios.clientSalesRepairDraft) } },
  play: async () => {
    const table = await pastInfo();
    const before = footerPackages(table);
    const [field] = within(table).getAllByRole('spinbutton') as [HTMLElement];
    await typeQuantity(field, '1');
    await waitFor(() => expect(footerPackages(table)).not.toBe(before));
    await expect(screen.getByRole('button', { name: text('screens.client.salesReport.submit') })).toBeEnabled();
    await expect(screen.getByRole('button', { name: text('screens.client.salesReportRepair.delete') })).toBeEnabled();
  },
};

/** Deleting the repair: the confirmation starts on Cancel; confirming leads back to the sales list. */
export const Delete: Story = {
  parameters: { msw: { handlers: handlersFor(scenarios.clientSalesRepairDraft) } },
  play: async () => {
    await pastInfo();
    const remove = screen.getByRole('button', { name: text('screens.client.salesReportRepair.delete') });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', {
      name: text('screens.client.salesReportRepair.deleteTitle'),
    });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: text('ui.confirmDialog.cancel') })).toHaveFocus(),
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('navigated-to')).toHaveTextContent('/reports/sales'));
    await settled();
  },
};

/** A repair EPP rejected: a notice says so; the client may fix and submit it again, or delete it. */
export const Rejected: Story = {
  args: { reportId: rejectedOriginal },
  parameters: {
    screen: { path: `/reports/sale/${rejectedOriginal}/repair`, route: '/reports/sale/:id/repair' },
    msw: { handlers: handlersFor(scenarios.clientActiveContract) },
  },
  play: async () => {
    await pastInfo();
    await screen.findByText(text('screens.client.salesReportRepair.rejected'));
    // the reason the operator gave when it cancelled the repair
    await screen.findByText(
      text('screens.client.salesReportRepair.rejectedReason', {
        reason: 'Koguste muutus ei ole põhjendatud, palun lisa selgitus.',
      }),
    );
    await expect(screen.getByText(text('status.salesReport.REJECTED'))).toBeVisible();
    await expect(screen.getByRole('button', { name: text('screens.client.salesReportRepair.delete') })).toBeVisible();
  },
};

const states = screenStateStories({
  scenario: scenarios.clientSalesRepairDraft,
  endpoints: 'salesRepairDetail',
  prepare: closeInfo,
  loading: expectReportLoading,
  error: { texts: 'screens.client.salesReport.loadFailed' },
});

/** The repair never answers: skeletons behind the info modal, closed here; the header says it is loading. */
export const Loading: Story = states.Loading;

/** The repair fails to load: the message and a retry. */
export const ServerError: Story = states.ServerError;
