import { endpoints, mswPath } from '@epp/api/endpoints';
import { formatNumber } from '@epp/core';
import { handlersFor, heroSalesReport, scenarios, serverError, storeFor } from '@epp/fixtures';
import { SalesReportScreen, SalesReportsScreen } from '@epp/screens/client';
import { clearAnnouncements } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { Route, Routes, useParams } from 'react-router';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { catchDownload, workbookOf } from '../../support/downloads';
import { settled } from '../../support/interaction';
import { withScreen } from '../../support/screen-frame';
import { screenStateStories } from '../../support/screen-states';
import { EAN_CELL, loaded } from '../../support/tables';
import { storyLanguage, text } from '../../support/text';
import { expectReportLoading, footerPackages, LINES, typeQuantity } from './sales-report-story';

const world = storeFor(scenarios.clientActiveContract).db;
const unsubmitted = heroSalesReport(world, '2026-10').id;
const submitted = heroSalesReport(world, '2026-09').id;

const meta = {
  title: 'Screens/Client/SalesReport',
  component: SalesReportScreen,
  tags: ['autodocs'],
  decorators: [withScreen],
  args: { reportId: unsubmitted },
  beforeEach: () => clearAnnouncements(),
  parameters: {
    layout: 'fullscreen',
    screen: { path: `/reports/sale/${unsubmitted}`, route: '/reports/sale/:id' },
    msw: { handlers: handlersFor(scenarios.clientActiveContract) },
  },
} satisfies Meta<typeof SalesReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const quantityFields = (table: HTMLElement) => within(table).getAllByRole('spinbutton');

const number = (value: number) => formatNumber(value, storyLanguage());

/** Reads a field's quantity as the number it shows (grouping removed). */
const quantityOf = (field: HTMLElement) => Number((field as HTMLInputElement).value.replace(/[^0-9]/g, ''));

/**
 * An unsubmitted report of 10.2026: quantities are editable. A quantity typed from the keyboard is saved on
 * Tab, and the footer and header totals follow (computed by @epp/core's salesReportTotals).
 */
export const Editable: Story = {
  parameters: { msw: { handlers: handlersFor(scenarios.clientActiveContract) } },
  play: async () => {
    const table = await loaded(LINES, EAN_CELL);
    const [field] = quantityFields(table) as [HTMLElement];
    const before = Number(footerPackages(table).replace(/[^0-9]/g, ''));
    const old = quantityOf(field);
    // Spec §2: the quantity input takes whole numbers from 1 (min 1, step 1); an emptied field is sent as 0.
    await expect(field).toHaveAttribute('aria-valuemin', '1');
    await typeQuantity(field, '1000');
    const expected = number(before - old + 1000);
    await waitFor(() => expect(footerPackages(table)).toBe(expected));
    const tiles = screen.getByRole('list', { name: text('widgets.reportHeader.totalsTitle') });
    await expect(tiles.textContent).toContain(expected);
    await expect(screen.getByRole('button', { name: text('screens.client.salesReport.submit') })).toBeEnabled();
  },
};

/** A submitted report: read-only quantities, no submit button, a note why. */
export const SubmittedReadOnly: Story = {
  args: { reportId: submitted },
  parameters: { screen: { path: `/reports/sale/${submitted}`, route: '/reports/sale/:id' } },
  play: async () => {
    const table = await loaded(LINES, EAN_CELL);
    await expect(within(table).queryAllByRole('spinbutton')).toEqual([]);
    await expect(screen.queryByRole('button', { name: text('screens.client.salesReport.submit') })).toBeNull();
    await screen.findByText(text('screens.client.salesReport.readOnlySubmitted'));
  },
};

/** Saving a quantity fails: the old value comes back and the error says why. */
export const QuantitySaveFailure: Story = {
  parameters: {
    msw: {
      handlers: handlersFor(scenarios.clientActiveContract, {
        overrides: { changeSalesLine: serverError(400, 'quantity_not_allowed') },
      }),
    },
  },
  play: async () => {
    const table = await loaded(LINES, EAN_CELL);
    const [field] = quantityFields(table) as [HTMLElement];
    const old = quantityOf(field);
    await typeQuantity(field, '999');
    const message = text('screens.client.salesReport.quantityFailed', { error: 'quantity_not_allowed' });
    await within(table).findByText(message);
    await waitFor(() => expect(quantityOf(field)).toBe(old));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

/**
 * The first save of a quantity fails (the server is down a moment): the field has its old value back, a page
 * alert names the line and says why, and its "Proovi uuesti" sends the quantity that was typed — saved, shown,
 * the alert gone.
 */
export const QuantitySaveRetry: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(
          mswPath(endpoints.changeSalesLine),
          () => HttpResponse.json({ errors: [{ code: 'server_error' }] }, { status: 503 }),
          { once: true },
        ),
        ...handlersFor(scenarios.clientActiveContract),
      ],
    },
  },
  play: async () => {
    const table = await loaded(LINES, EAN_CELL);
    const [field] = quantityFields(table) as [HTMLElement];
    const old = quantityOf(field);
    await typeQuantity(field, '777');
    const failed = text('screens.client.salesReport.quantityFailed', { error: 'server_error' });
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent(failed);
    await waitFor(() => expect(quantityOf(field)).toBe(old));
    await userEvent.click(within(alert).getByRole('button', { name: text('common.actions.retry') }));
    await waitFor(() => expect(quantityOf(field)).toBe(777));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** A package with a special-packaging extra fee: the fee's info button shows the tooltip on keyboard focus. */
export const ExtraFeeTooltip: Story = {
  args: { reportId: submitted },
  parameters: { screen: { path: `/reports/sale/${submitted}`, route: '/reports/sale/:id' } },
  play: async () => {
    const table = await loaded(LINES, EAN_CELL);
    const label = text('screens.client.salesReport.extraFeeLabel', { product: '' });
    const [info] = within(table).getAllByRole('button', { name: new RegExp(`^${label}`) }) as [HTMLElement];
    // Tab to it, so the focus is a keyboard focus (the tooltip opens on it, without a pointer).
    for (let step = 0; step < 40 && document.activeElement !== info; step += 1) await userEvent.tab();
    await expect(info).toHaveFocus();
    await screen.findByRole('tooltip');
  },
};

/** A VAT-free company: no VAT on the service fee (the header shows 0), and a note says so. */
export const VatFree: Story = {
  parameters: { msw: { handlers: handlersFor(scenarios.clientVatFree) } },
  play: async () => {
    await loaded(LINES, EAN_CELL);
    await screen.findByText(text('screens.client.salesReport.vatFree'));
    const tiles = screen.getByRole('list', { name: text('widgets.reportHeader.totalsTitle') });
    const vat = within(tiles).getByText(text('widgets.reportHeader.totals.processFeeVat')).closest('li');
    await expect(vat?.textContent).toMatch(/0[,.]00/);
  },
};

/** The sales list and the report in one router, so the story follows the submit back to the list. */
function ReportThenList() {
  const { id } = useParams();
  return <SalesReportScreen reportId={Number(id)} />;
}

/**
 * Submitting from the keyboard: Enter on "Esita", Enter on the confirmation. The client lands on the sales
 * list with a success alert and a link to pay the invoice; the report's status there is "Esitatud".
 */
export const SubmitSuccess: Story = {
  parameters: {
    screen: { path: `/reports/sale/${unsubmitted}`, route: '/reports/*' },
    msw: { handlers: handlersFor(scenarios.clientActiveContract) },
  },
  render: () => (
    <Routes>
      <Route path="sale/:id" element={<ReportThenList />} />
      <Route path="sales" element={<SalesReportsScreen />} />
    </Routes>
  ),
  play: async () => {
    await loaded(LINES, EAN_CELL);
    const submit = screen.getByRole('button', { name: text('screens.client.salesReport.submit') });
    submit.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: text('screens.client.salesReport.submitTitle') });
    const confirm = within(dialog).getByRole('button', { name: text('screens.client.salesReport.submit') });
    await waitFor(() => expect(confirm).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await screen.findByText(text('screens.client.salesReports.submitted', { period: '10.2026' }));
    await expect(screen.getByRole('link', { name: text('screens.client.salesReports.payInvoice') })).toBeVisible();
    const list = await loaded('screens.client.salesReports.caption', '10.2026');
    const row = within(list).getByText('10.2026').closest('tr') as HTMLElement;
    await waitFor(() => expect(within(row).getByText(text('status.salesReport.SUBMITTED'))).toBeVisible());
    // The confirm button's pending state was announced by reference to its (now gone) progress bar.
    await settled();
  },
};

/**
 * The spec's print button (§2: "a print button exports to Excel"), "Prindi Excelisse", pressed from the
 * keyboard: the report downloads as the server's workbook, its header row with the lines' columns; the
 * browser's paper print is not opened.
 */
export const PrintToExcel: Story = {
  play: async () => {
    await loaded(LINES, EAN_CELL);
    const paperPrint = spyOn(window, 'print').mockImplementation(() => undefined);
    try {
      const button = screen.getByRole('button', { name: text('screens.client.salesReport.print') });
      const download = await catchDownload(async () => {
        button.focus();
        await userEvent.keyboard('{Enter}');
      });
      await expect(download.name).toBe('Müügiaruanne 2026-10.xlsx');
      const sheet = (await workbookOf(download)).worksheets[0];
      const header = sheet?.getRow(1).values as unknown[];
      await expect(header.slice(1, 3)).toEqual(['EAN', 'Toode']);
      await expect(header).toContain('Kogus');
      await expect(paperPrint).not.toHaveBeenCalled();
    } finally {
      paperPrint.mockRestore();
    }
    await settled();
  },
};

/** Printing fails: the spec's print failure alert with the server's reason, on the page. */
export const PrintFailure: Story = {
  parameters: {
    msw: {
      handlers: handlersFor(scenarios.clientActiveContract, {
        overrides: { exportSalesReport: serverError(500, 'export_failed') },
      }),
    },
  },
  play: async () => {
    await loaded(LINES, EAN_CELL);
    await userEvent.click(screen.getByRole('button', { name: text('screens.client.salesReport.print') }));
    await screen.findByText(text('screens.client.salesReport.exportFailed', { error: 'export_failed' }));
  },
};

const states = screenStateStories({
  scenario: scenarios.clientActiveContract,
  endpoints: 'salesReportDetail',
  loading: expectReportLoading,
  error: { texts: 'screens.client.salesReport.loadFailed' },
});

/** The report never answers: the header's and the table's skeletons; the header is busy and says it is loading. */
/** An id with no report (an old bookmark): "not found" with a way back to the list, and no retry. */
export const NotFound: Story = {
  args: { reportId: 999_999 },
  parameters: { screen: { path: '/reports/sale/999999', route: '/reports/sale/:id' } },
  play: async () => {
    await screen.findByText(text('screens.client.salesReport.notFound'));
    await expect(screen.getByRole('link', { name: text('screens.client.salesReport.toList') })).toBeVisible();
    await expect(screen.queryByRole('button', { name: text('common.actions.retry') })).toBeNull();
  },
};

export const Loading: Story = states.Loading;

/** The report fails to load: the message and a retry. */
export const ServerError: Story = states.ServerError;
