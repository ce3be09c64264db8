import { handlersFor, scenarios, storeFor } from '@epp/fixtures';
import { AdditionalDepositReportScreen } from '@epp/screens/client';
import { clearAnnouncements } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { press } from '../../support/interaction';
import { withScreen } from '../../support/screen-frame';
import { screenStateStories } from '../../support/screen-states';
import { EAN_CELL, loaded } from '../../support/tables';
import { text } from '../../support/text';
import {
  expectReportLoading,
  expectReportNotFound,
  LINES,
  MISSING_ID,
  reportPath,
} from './additional-deposit-report-story';

const scenario = scenarios.clientActiveContract;
/** Põhjala Joogitehas's report of 2024 (posted, with its invoice). */
const report = storeFor(scenario).db.additionalDepositReports.find((row) => row.period === 2024);
if (!report || report.lines.length < 2) throw new Error('The fixtures have no additional-deposit report of 2024');
const [first] = report.lines as [(typeof report.lines)[number]];

const meta = {
  title: 'Screens/Client/AdditionalDepositReport',
  component: AdditionalDepositReportScreen,
  tags: ['autodocs'],
  decorators: [withScreen],
  args: { reportId: report.id },
  beforeEach: () => clearAnnouncements(),
  parameters: {
    layout: 'fullscreen',
    screen: reportPath(report.id),
    msw: { handlers: handlersFor(scenario) },
  },
} satisfies Meta<typeof AdditionalDepositReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const TOTALS = ['packagesTotal', 'additionalDepositFees', 'returnThresholdFees', 'vat', 'toBePaid'] as const;

/** The header: client code, year, company and the five totals; every line below it. */
export const HeaderTotals: Story = {
  play: async () => {
    const table = await loaded(LINES, EAN_CELL);
    await expect(within(table).getAllByRole('cell', { name: EAN_CELL })).toHaveLength(report.lines.length);
    const tiles = screen.getByRole('list', { name: text('widgets.reportHeader.totalsTitle') });
    for (const total of TOTALS)
      await expect(within(tiles).getByText(text(`widgets.reportHeader.totals.${total}`))).toBeVisible();
    await expect(screen.getByText(report.client.name)).toBeVisible();
  },
};

/** From the keyboard: an EAN typed into its filter and Enter leave that line alone. */
export const FilteredLines: Story = {
  play: async () => {
    const table = await loaded(LINES, EAN_CELL);
    const field = screen.getByRole('textbox', { name: text('screens.client.additionalDepositReport.columns.ean') });
    field.focus();
    await userEvent.keyboard(first.package.ean);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(table).getAllByRole('cell', { name: EAN_CELL })).toHaveLength(1));
    await expect(within(table).getByRole('cell', { name: first.package.ean })).toBeVisible();
    await press(screen.getByRole('button', { name: text('ui.filterBar.clear') }));
    await waitFor(() =>
      expect(within(table).getAllByRole('cell', { name: EAN_CELL })).toHaveLength(report.lines.length),
    );
    field.focus();
    await userEvent.keyboard(first.package.ean);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(table).getAllByRole('cell', { name: EAN_CELL })).toHaveLength(1));
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
