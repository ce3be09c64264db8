import { handlersFor, heroPackage, scenarios } from '@epp/fixtures';
import { OperatorReturnReportsScreen } from '@epp/screens/operator';
import { clearAnnouncements } from '@epp/ui';
import { buildWorkbook, excelSheet } from '@epp/ui/excel';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { escapeRegExp, press, rangeEnd, settled, shown } from '../../support/interaction';
import { requestCounter } from '../../support/requests';
import { withScreen } from '../../support/screen-frame';
import { screenStateStories } from '../../support/screen-states';
import { loaded } from '../../support/tables';
import { text } from '../../support/text';

// The operator's world on its day (20.11.2026): eight companies' return reports by quarter; the newest quarter
// (08.2026 – 10.2026) is unconfirmed. Tartu Karastusjoogid asked a question on its report that nobody answered:
// the list offers it for confirmation, the server refuses it ('report_has_open_comments').
const scenario = scenarios.operator;
const K = 'screens.operator.returnReports';
const CAPTION = `${K}.caption` as const;
const NEWEST = '08.2026 – 10.2026';
const PREVIOUS = '05.2026 – 07.2026';
const POHJALA = 'Põhjala Joogitehas OÜ';
const TARTU = 'Tartu Karastusjoogid AS';
const returnsAsked = requestCounter('get', 'return-reports/');
const lastQuery = () => returnsAsked.urls().at(-1)?.searchParams;

const meta = {
  title: 'Screens/Operator/ReturnReports',
  component: OperatorReturnReportsScreen,
  decorators: [withScreen],
  beforeEach: () => {
    clearAnnouncements();
    returnsAsked.reset();
  },
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/reports/returns' },
    msw: { handlers: [returnsAsked.handler, ...handlersFor(scenario)] },
  },
} satisfies Meta<typeof OperatorReturnReportsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story that changes data, on a store of its own (it must not leak into another story). */
const ownStore = (overrides: Parameters<typeof handlersFor>[1] = {}) => ({
  msw: { handlers: [returnsAsked.handler, ...handlersFor(scenario, overrides)] },
});

const rowCheckbox = (table: HTMLElement, client: string, period: string) =>
  within(table).getByRole('checkbox', { name: text('ui.dataTable.selectRow', { label: `${client} ${period}` }) });
const confirmButton = (count: number) => screen.getByRole('button', { name: text(`${K}.confirm`, { count }) });

/**
 * Every company's reports of the last 6 months, newest first, with the company column; the request asks for all
 * confirmation states. Two unconfirmed reports chosen from the keyboard: "Kinnita aruanded (2)" is enabled.
 */
export const Selection: Story = {
  play: async () => {
    const table = await loaded(CAPTION, NEWEST);
    await expect(lastQuery()?.get('confirmed')).toBe('all');
    await expect(lastQuery()?.get('period_start')).toBe('2026-05');
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent(POHJALA);
    rowCheckbox(table, POHJALA, NEWEST).focus();
    await userEvent.keyboard(' ');
    rowCheckbox(table, TARTU, NEWEST).focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(confirmButton(2)).toBeEnabled());
    await expect(screen.getByText(text('ui.dataTable.selectedCount', { count: 2 }))).toBeVisible();
  },
};

/** One company (in the address), a confirmed report among the selected: the button is disabled, a note says why. */
export const NotAllConfirmable: Story = {
  parameters: { screen: { path: '/reports/returns?client=101' } },
  play: async () => {
    const table = await loaded(CAPTION, PREVIOUS);
    await userEvent.click(rowCheckbox(table, POHJALA, NEWEST));
    await userEvent.click(rowCheckbox(table, POHJALA, PREVIOUS));
    await waitFor(() => expect(confirmButton(2)).toBeDisabled());
    await expect(screen.getByText(new RegExp(escapeRegExp(text(`${K}.alreadyConfirmed`, { count: 1 }))))).toBeVisible();
  },
};

/**
 * Only the unconfirmed (in the address), two chosen and confirmed: Põhjala's is confirmed and leaves the
 * selection; Tartu's is refused by the server and stays selected, named with its reason.
 */
export const BulkConfirmOneRefused: Story = {
  parameters: { screen: { path: '/reports/returns?confirmed=false' }, ...ownStore() },
  play: async () => {
    const table = await loaded(CAPTION, NEWEST);
    await expect(lastQuery()?.get('confirmed')).toBe('false');
    await userEvent.click(rowCheckbox(table, POHJALA, NEWEST));
    await userEvent.click(rowCheckbox(table, TARTU, NEWEST));
    const button = confirmButton(2);
    await waitFor(() => expect(button).toBeEnabled());
    await press(button);
    await screen.findByText(text(`${K}.confirmed`, { count: 1 }));
    const refused = await screen.findByText(
      text(`${K}.refusedLine`, { report: `${TARTU} ${NEWEST}`, reason: 'report_has_open_comments' }),
    );
    await expect(refused).toBeVisible();
    // the list reloads without the confirmed one; the refused one is still chosen
    await waitFor(() => expect(within(table).queryByText(POHJALA)).toBeNull());
    await expect(rowCheckbox(table, TARTU, NEWEST)).toBeChecked();
    await expect(confirmButton(1)).toBeEnabled();
  },
};

/** Page size "Kõik": the server is asked for every report at once (size 0). */
export const AllOnOnePage: Story = {
  parameters: { screen: { path: '/reports/returns?size=0' } },
  play: async () => {
    await loaded(CAPTION, NEWEST);
    await expect(lastQuery()?.get('page_size')).toBe('0');
  },
};

async function returnsFile(): Promise<File> {
  const packageRow = heroPackage('Värska Originaal 0,5 l');
  const workbook = await buildWorkbook([
    excelSheet<{ ean: string; name: string; sold: number; returned: number }>({
      name: 'Tagastus',
      columns: [
        { header: 'EAN kood', value: (row) => row.ean },
        { header: 'Toote nimetus', value: (row) => row.name, width: 30 },
        { header: 'Müüdud', value: (row) => row.sold, format: 'integer' },
        { header: 'Tagastatud', value: (row) => row.returned, format: 'integer' },
      ],
      rows: [{ ean: packageRow.ean, name: packageRow.name, sold: 1200, returned: 1100 }],
    }),
  ]);
  // Fixed dates keep the file's bytes, and so its shown size, the same on every run.
  workbook.created = new Date(Date.UTC(2026, 10, 20));
  workbook.modified = workbook.created;
  return new File([await workbook.xlsx.writeBuffer()], 'tagastused 2026.xlsx', { type: '' });
}

async function importFile(file: File) {
  await press(screen.getByRole('button', { name: text(`${K}.import`) }));
  const dialog = await shown(screen.findByRole('dialog', { name: text('widgets.importDropzone.bulkTitle') }));
  await expect(within(dialog).getByRole('group', { name: text('widgets.importDropzone.periods') })).toBeVisible();
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await userEvent.upload(input, file);
  await within(dialog).findByRole('table'); // the file's preview, read in the browser
  return dialog;
}

/** Types the import's months (from the keyboard) and imports: "Impordi" waits for both months and the file. */
async function importForMonths(dialog: HTMLElement) {
  const importButton = within(dialog).getByRole('button', { name: text('widgets.importDropzone.import') });
  await expect(importButton).toBeDisabled();
  rangeEnd(dialog, 'from').focus();
  await userEvent.keyboard('08.2026{Enter}');
  rangeEnd(dialog, 'to').focus();
  await userEvent.keyboard('10.2026{Enter}');
  await waitFor(() => expect(importButton).toBeEnabled());
  importButton.focus();
  await userEvent.keyboard('{Enter}');
}

/** "Impordi aruanded": the months and a real .xlsx file; the server's statistics show in the modal. */
export const ImportWithPeriods: Story = {
  parameters: ownStore(),
  loaders: [async () => ({ file: await returnsFile() })],
  play: async ({ loaded: { file } }) => {
    await loaded(CAPTION, NEWEST);
    const dialog = await importFile(file as File);
    await importForMonths(dialog);
    await within(dialog).findByText(text('widgets.importDropzone.success.returnsBulk'));
    // every company's newest quarter is in the months: eight reports updated, with however many lines
    const updated = text('widgets.importDropzone.statistics.updated', { reports: '8', lines: 'LINES' });
    await expect(dialog).toHaveTextContent(new RegExp(escapeRegExp(updated).replace('LINES', '\\d+')));
    await settled();
  },
};

/** The server refuses the file (400): under the spec's title its rows are listed, "EAN - code". */
export const ImportErrorList: Story = {
  parameters: ownStore({ overrides: scenarios.importErrors.overrides }),
  loaders: [async () => ({ file: await returnsFile() })],
  play: async ({ loaded: { file } }) => {
    await loaded(CAPTION, NEWEST);
    const dialog = await importFile(file as File);
    await importForMonths(dialog);
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent(text('errors.returns.importList'));
    await expect(alert).toHaveTextContent(`${heroPackage('Värska Originaal 0,5 l').ean} - quantity_not_a_number`);
    await expect(alert).toHaveTextContent('file_has_no_rows');
    await settled();
  },
};

const states = screenStateStories({
  scenario,
  endpoints: 'returnReports',
  loading: CAPTION,
  empty: { answer: { count: 0, results: [] }, text: `${K}.empty` },
  error: { texts: 'errors.returns.load' },
});

/** No report matches: the empty text. */
export const Empty: Story = states.Empty;

/** The answer never comes: the table is busy and says it is loading. */
export const Loading: Story = states.Loading;

/** The list fails: the reason in the table, and a retry. */
export const ServerError: Story = states.ServerError;
