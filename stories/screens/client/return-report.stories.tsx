import { handlersFor, sampleReports, scenarios, serverError, storeFor } from '@epp/fixtures';
import { ReturnReportScreen } from '@epp/screens/client';
import { clearAnnouncements } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { press, settled } from '../../support/interaction';
import { withScreen } from '../../support/screen-frame';
import { EAN_CELL, loaded } from '../../support/tables';
import { text } from '../../support/text';
import { returnReportNotFound, returnReportStates } from './return-report-story';

const scenario = scenarios.clientActiveContract;
/** Põhjala Joogitehas's newest quarter: its first line has a comment thread; some lines returned more than sold. */
const report = sampleReports(storeFor(scenario).db).unconfirmedReturn;
const commented = report.lines.find((line) => line.comments_count > 0);
const moreThanSold = report.lines.filter((line) => line.returned_more_than_sold);
if (!commented || moreThanSold.length === 0) throw new Error('The fixture return report lacks its story lines');
const path = (id: number) => ({ path: `/reports/returns/${id}`, route: '/reports/returns/:id' });

const meta = {
  title: 'Screens/Client/ReturnReport',
  component: ReturnReportScreen,
  tags: ['autodocs'],
  decorators: [withScreen],
  args: { reportId: report.id },
  beforeEach: () => clearAnnouncements(),
  parameters: {
    layout: 'fullscreen',
    screen: path(report.id),
    msw: { handlers: handlersFor(scenario) },
  },
} satisfies Meta<typeof ReturnReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const LINES = 'screens.client.returnReport.linesCaption';

/** The header (client code, period range, company) and every line of the report. */
export const Lines: Story = {
  play: async () => {
    const table = await loaded(LINES, EAN_CELL);
    await expect(within(table).getAllByRole('cell', { name: EAN_CELL })).toHaveLength(report.lines.length);
    await expect(
      screen.getByRole('heading', {
        name: text('widgets.reportHeader.titles.returns', { period: report.period_formatted }),
      }),
    ).toBeVisible();
    await expect(screen.getByText(report.client.name)).toBeVisible();
  },
};

/**
 * Lines whose returned quantity is above the sold one show their percentage as a warning badge (its meaning in
 * its title and for screen readers), and a note above the table counts them.
 */
export const ReturnedMoreThanSold: Story = {
  play: async () => {
    const table = await loaded(LINES, EAN_CELL);
    const label = text('screens.client.returnReport.moreThanSold');
    await expect(within(table).getAllByTitle(label)).toHaveLength(moreThanSold.length);
    const [first] = moreThanSold as [(typeof moreThanSold)[number]];
    const row = within(table).getByRole('cell', { name: first.package.ean }).closest('tr') as HTMLElement;
    await expect(within(row).getByTitle(label)).toBeVisible();
    await expect(
      screen.getByText(text('screens.client.returnReport.moreThanSoldNote', { count: moreThanSold.length })),
    ).toBeVisible();
  },
};

/** A line's comments open under it from the keyboard; a comment typed and sent with Enter joins the thread. */
export const Comments: Story = {
  // A store of its own: the comment it adds must not show in the other stories.
  parameters: { msw: { handlers: handlersFor(scenario) } },
  play: async () => {
    const table = await loaded(LINES, EAN_CELL);
    await press(
      within(table).getByRole('button', { name: text('ui.dataTable.expandRow', { label: commented.package.ean }) }),
    );
    const thread = await screen.findByRole('log', {
      name: text('screens.client.returnReport.commentsOf', { ean: commented.package.ean }),
    });
    await within(thread).findByText(/Tagastatud kogus ületab müüdud koguse/);
    const field = screen.getByRole('textbox', { name: text('widgets.commentsThread.fieldLabel') });
    field.focus();
    await userEvent.keyboard('Selgitus lisatud.');
    await userEvent.keyboard('{Enter}');
    await within(thread).findByText('Selgitus lisatud.');
    await settled();
  },
};

/** The export fails: the spec's message with the server's reason, under the title. */
export const ExportError: Story = {
  parameters: {
    msw: { handlers: handlersFor(scenario, { overrides: { exportReturnReport: serverError(500, 'export_failed') } }) },
  },
  play: async () => {
    await loaded(LINES, EAN_CELL);
    await press(screen.getByRole('button', { name: text('screens.client.returnReport.export') }));
    await screen.findByText(text('errors.returns.export', { error: 'export_failed' }));
    await settled();
  },
};

const states = returnReportStates(scenario);

/** The report never answers: the header's skeleton is busy and the lines table holds no line. */
export const Loading: Story = states.Loading;

/** An id with no report: "not found" with a link to the list, and nothing to retry. */
export const NotFound: Story = returnReportNotFound;

/** The report fails to load: the spec's message with the reason, and a retry. */
export const ServerError: Story = states.ServerError;
