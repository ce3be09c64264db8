import { handlersFor, sampleReports, scenarios, serverError, storeFor } from '@epp/fixtures';
import { OperatorReturnReportScreen } from '@epp/screens/operator';
import { clearAnnouncements } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { catchDownload, workbookOf } from '../../support/downloads';
import { press, settled } from '../../support/interaction';
import { withScreen } from '../../support/screen-frame';
import { EAN_CELL, loaded } from '../../support/tables';
import { text } from '../../support/text';
import { returnReportNotFound, returnReportStates } from '../client/return-report-story';

// Põhjala Joogitehas's newest quarter as the operator sees it: unconfirmed and confirmable; its first line has a
// comment thread. Tartu Karastusjoogid's report of the same quarter has an unanswered question from the client.
const scenario = scenarios.operator;
const db = storeFor(scenario).db;
const report = sampleReports(db).unconfirmedReturn;
const asked = db.returnReports.find((row) => row.client.name.startsWith('Tartu') && row.confirmed_at === null);
const confirmed = db.returnReports.find((row) => row.confirmed_at !== null);
const commented = report.lines.find((line) => line.comments_count > 0);
if (!asked || !confirmed || !commented) throw new Error('The fixture return reports lack their story reports');
const K = 'screens.operator.returnReport';
const LINES = 'screens.client.returnReport.linesCaption';
const of = (id: number) => ({ path: `/reports/returns/${id}`, route: '/reports/returns/:id' });

const meta = {
  title: 'Screens/Operator/ReturnReport',
  component: OperatorReturnReportScreen,
  decorators: [withScreen],
  args: { reportId: report.id },
  beforeEach: () => clearAnnouncements(),
  parameters: {
    layout: 'fullscreen',
    screen: of(report.id),
    msw: { handlers: handlersFor(scenario) },
  },
} satisfies Meta<typeof OperatorReturnReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const button = (key: Parameters<typeof text>[0]) => screen.getByRole('button', { name: text(key) });

/** "Kinnita" from the keyboard: the success, and the header's status turns confirmed; confirm is then disabled. */
export const Confirm: Story = {
  // A store of its own: the confirmation must not show in the other stories.
  parameters: { msw: { handlers: handlersFor(scenario) } },
  play: async () => {
    await loaded(LINES, EAN_CELL);
    await expect(screen.getByText(text('widgets.reportHeader.status.unconfirmed'))).toBeVisible();
    await press(button(`${K}.confirm`));
    await screen.findByText(text(`${K}.confirmed`));
    // the header's status badge (the confirmation date's label says "Kinnitatud" too)
    await screen.findByText(text('widgets.reportHeader.status.confirmed'), { selector: '[data-tone]' });
    await waitFor(() => expect(button(`${K}.confirm`)).toBeDisabled());
    await expect(screen.getByText(text(`${K}.alreadyConfirmed`))).toBeVisible();
    await settled();
  },
};

/** The client's question is unanswered: the server refuses, and its code is listed under the spec's title. */
export const ConfirmRefused: Story = {
  args: { reportId: asked.id },
  parameters: { screen: of(asked.id), msw: { handlers: handlersFor(scenario) } },
  play: async () => {
    await loaded(LINES, EAN_CELL);
    await press(button(`${K}.confirm`));
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent(text('errors.returns.confirmList'));
    await expect(alert).toHaveTextContent('report_has_open_comments');
    await settled();
  },
};

/**
 * "Ekspordi Excelisse" saves the report as a real workbook, read back here (its lines' EANs); the same file
 * given to "Uuenda failist" updates the report: the statistics show in the modal.
 */
export const UpdateFromFile: Story = {
  parameters: { msw: { handlers: handlersFor(scenario) } },
  play: async () => {
    await loaded(LINES, EAN_CELL);
    const download = await catchDownload(() => press(button('screens.client.returnReport.export')));
    const workbook = await workbookOf(download);
    const cells: string[] = [];
    workbook.worksheets[0]?.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value))));
    await expect(cells).toContain(report.lines[0]?.package.ean);
    const file = new File([await download.file.arrayBuffer()], download.name, { type: '' });

    await press(button(`${K}.updateFromFile`));
    const dialog = await screen.findByRole('dialog', {
      name: text('widgets.importDropzone.title', { period: report.period_formatted }),
    });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, file);
    await within(dialog).findByRole('table'); // the file's preview, read in the browser
    const importButton = within(dialog).getByRole('button', { name: text('widgets.importDropzone.import') });
    await waitFor(() => expect(importButton).toBeEnabled());
    importButton.focus();
    await userEvent.keyboard('{Enter}');
    await within(dialog).findByText(text('widgets.importDropzone.success.returns'));
    await expect(dialog).toHaveTextContent(
      text('widgets.importDropzone.statistics.updated', { reports: '1', lines: String(report.lines.length) }),
    );
    await settled();
  },
};

/** "Kustuta" asks first (the report named); confirmed, the report is deleted and the list opens. */
export const Delete: Story = {
  parameters: { msw: { handlers: handlersFor(scenario) } },
  play: async () => {
    await loaded(LINES, EAN_CELL);
    await press(button(`${K}.delete`));
    const dialog = await screen.findByRole('alertdialog', { name: text(`${K}.deleteTitle`) });
    await expect(dialog).toHaveTextContent(
      text(`${K}.deleteQuestion`, { client: report.client.name, period: report.period_formatted }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: text(`${K}.delete`) }));
    await waitFor(() => expect(screen.getByTestId('navigated-to')).toHaveTextContent(/^\/reports\/returns$/));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await settled();
  },
};

/** The delete fails: the dialog stays open and says why ("Aruannete kustutamine ebaõnnestus: …"). */
export const DeleteError: Story = {
  parameters: {
    msw: { handlers: handlersFor(scenario, { overrides: { deleteReturnReport: serverError(500, 'server_error') } }) },
  },
  play: async () => {
    await loaded(LINES, EAN_CELL);
    await press(button(`${K}.delete`));
    const dialog = await screen.findByRole('alertdialog', { name: text(`${K}.deleteTitle`) });
    await userEvent.click(within(dialog).getByRole('button', { name: text(`${K}.delete`) }));
    await within(dialog).findByText(text('errors.returns.delete', { error: 'server_error' }));
    await settled();
  },
};

/** A line's comments open under it; the operator writes as EPP, sent with Enter. */
export const Comments: Story = {
  parameters: { msw: { handlers: handlersFor(scenario) } },
  play: async () => {
    const table = await loaded(LINES, EAN_CELL);
    await press(
      within(table).getByRole('button', { name: text('ui.dataTable.expandRow', { label: commented.package.ean }) }),
    );
    const thread = await screen.findByRole('log', {
      name: text('screens.client.returnReport.commentsOf', { ean: commented.package.ean }),
    });
    await within(thread).findByText(/lisame selgituse/);
    screen.getByRole('textbox', { name: text('widgets.commentsThread.fieldLabel') }).focus();
    await userEvent.keyboard('Selgitus on arvesse võetud.');
    await userEvent.keyboard('{Enter}');
    await within(thread).findByText('Selgitus on arvesse võetud.');
    await settled();
  },
};

/** A confirmed report: confirm is disabled and a note says why. */
export const AlreadyConfirmed: Story = {
  args: { reportId: confirmed.id },
  parameters: { screen: of(confirmed.id) },
  play: async () => {
    await loaded(LINES, EAN_CELL);
    await expect(button(`${K}.confirm`)).toBeDisabled();
    await expect(screen.getByText(text(`${K}.alreadyConfirmed`))).toBeVisible();
  },
};

const states = returnReportStates(scenario);

/** The report never answers: the header's skeleton is busy and the lines table holds no line. */
export const Loading: Story = states.Loading;

/** An id with no report: "not found" with a link to the list, and nothing to retry. */
export const NotFound: Story = returnReportNotFound;

/** The report fails to load: the spec's message with the reason, and a retry. */
export const ServerError: Story = states.ServerError;
