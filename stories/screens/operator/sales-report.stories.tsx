import { handlersFor } from '@epp/fixtures';
import { OperatorSalesReportScreen } from '@epp/screens/operator';
import { clearAnnouncements } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { catchDownload } from '../../support/downloads';
import { press, settled, shown } from '../../support/interaction';
import { requestLog } from '../../support/requests';
import { withScreen } from '../../support/screen-frame';
import { screenStateStories } from '../../support/screen-states';
import { EAN_CELL, loaded } from '../../support/tables';
import { text } from '../../support/text';
import { expectReportLoading, LINES } from '../client/sales-report-story';
import {
  cancelWithReason,
  confirmRepair,
  POHJALA,
  scenario,
  unconfirmedOriginal,
  unsubmittedOriginal,
  workbookHeadings,
} from './sales-reports-story';

const K = 'screens.operator.salesReports';
const calls = requestLog([
  ['put', 'administrator/repair-report-approval/'],
  ['delete', `administrator/delete-sales-report/${unsubmittedOriginal}/`],
]);
/** A world of the story's own: a decision changes it. */
const ownWorld = () => [...calls.handlers, ...handlersFor(scenario)];

const repairPage = {
  args: { reportId: unconfirmedOriginal, isRepair: true },
  parameters: {
    screen: { path: `/reports/sale/${unconfirmedOriginal}/repair`, route: '/reports/sale/:id/repair' },
  },
};

const meta = {
  title: 'Screens/Operator/SalesReport',
  component: OperatorSalesReportScreen,
  decorators: [withScreen],
  args: { reportId: unsubmittedOriginal, isRepair: false },
  beforeEach: () => {
    clearAnnouncements();
    calls.reset();
  },
  parameters: {
    layout: 'fullscreen',
    screen: { path: `/reports/sale/${unsubmittedOriginal}`, route: '/reports/sale/:id' },
    msw: { handlers: handlersFor(scenario) },
  },
} satisfies Meta<typeof OperatorSalesReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An unsubmitted original: read-only for the operator (no quantity fields, no submit), the company in the
 * header; "Kustuta aruanne" asks first, then deletes it and goes back to the sales list with a notice.
 */
export const DeleteUnsubmittedOriginal: Story = {
  parameters: { msw: { handlers: ownWorld() } },
  play: async () => {
    const table = await loaded(LINES, EAN_CELL);
    await expect(within(table).queryAllByRole('textbox')).toEqual([]);
    await expect(screen.queryByRole('button', { name: text('screens.client.salesReport.submit') })).toBeNull();
    await expect(screen.getAllByText(POHJALA.name).length).toBeGreaterThan(0);
    await press(screen.getByRole('button', { name: text(`${K}.delete`) }));
    const dialog = await shown(screen.findByRole('alertdialog', { name: text(`${K}.deleteTitle`) }));
    await within(dialog).findByText(text(`${K}.deleteText`, { period: '10.2026', company: POHJALA.name }));
    await press(within(dialog).getByRole('button', { name: text(`${K}.delete`) }));
    await waitFor(() => expect(screen.getByTestId('navigated-to')).toHaveTextContent('/reports/sales'));
    await expect(calls.order()).toEqual([`delete administrator/delete-sales-report/${unsubmittedOriginal}/`]);
    await settled();
  },
};

/** "Prindi Excelisse" in place of the client's submit: the server's workbook, read back here. */
export const Export: Story = {
  play: async () => {
    await loaded(LINES, EAN_CELL);
    const download = await catchDownload(() =>
      press(screen.getByRole('button', { name: text('screens.client.salesReport.print') })),
    );
    await expect(download.name).toBe('Müügiaruanne 2026-10.xlsx');
    await expect(await workbookHeadings(download)).toEqual(['EAN', 'Toode']);
    await settled();
  },
};

/** An unconfirmed repair: "Kinnita parandus" confirms it; the buttons go, a success alert says so. */
export const ConfirmRepair: Story = {
  ...repairPage,
  parameters: { ...repairPage.parameters, msw: { handlers: ownWorld() } },
  play: async () => {
    await loaded(LINES, EAN_CELL);
    await expect(screen.queryByRole('button', { name: text(`${K}.delete`) })).toBeNull();
    await press(screen.getByRole('button', { name: text(`${K}.confirmTitle`) }));
    await confirmRepair();
    await screen.findByText(text(`${K}.confirmed`, { period: '07.2026' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: text(`${K}.confirmTitle`) })).toBeNull());
    await expect(calls.bodiesOf('put', 'administrator/repair-report-approval/')).toEqual([
      expect.objectContaining({ is_approve: true }),
    ]);
    await settled();
  },
};

/** "Tühista parandus" asks for the reason (required), then cancels the repair with it. */
export const CancelRepair: Story = {
  ...repairPage,
  parameters: { ...repairPage.parameters, msw: { handlers: ownWorld() } },
  play: async () => {
    await loaded(LINES, EAN_CELL);
    await press(screen.getByRole('button', { name: text(`${K}.cancelTitle`) }));
    await cancelWithReason('Kogused ei vasta saatelehtedele.');
    await screen.findByText(text(`${K}.cancelled`, { period: '07.2026' }));
    await expect(calls.bodiesOf('put', 'administrator/repair-report-approval/')).toEqual([
      expect.objectContaining({ is_approve: false, comment: 'Kogused ei vasta saatelehtedele.' }),
    ]);
    await settled();
  },
};

const states = screenStateStories({
  scenario,
  endpoints: ['adminSalesReportDetail'],
  loading: () => expectReportLoading(),
  error: { texts: 'screens.client.salesReport.loadFailed' },
});

/** The report is on its way: the header's skeleton and an empty lines table. */
export const Loading: Story = states.Loading;

/** The report fails to load: the reason, and a retry. */
export const ServerError: Story = states.ServerError;
