import { handlersFor } from '@epp/fixtures';
import { OperatorSalesReportsScreen } from '@epp/screens/operator';
import { clearAnnouncements } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { catchDownload } from '../../support/downloads';
import { press, settled } from '../../support/interaction';
import { dataRows } from '../../support/partner-lists';
import { requestCounter } from '../../support/requests';
import { withScreen } from '../../support/screen-frame';
import { screenStateStories } from '../../support/screen-states';
import { loaded } from '../../support/tables';
import { text } from '../../support/text';
import { action, caption, choose, menuItems, menuOf, POHJALA, scenario, workbookHeadings } from './sales-reports-story';

const CAPTION = caption('all');
const asked = requestCounter('get', 'administrator/sales-reports/*');

const meta = {
  title: 'Screens/Operator/SalesReports',
  component: OperatorSalesReportsScreen,
  decorators: [withScreen],
  args: { list: 'all' },
  beforeEach: () => {
    clearAnnouncements();
    asked.reset();
  },
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/reports/sales' },
    msw: { handlers: [asked.handler, ...handlersFor(scenario)] },
  },
} satisfies Meta<typeof OperatorSalesReportsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cells of one column of the list's rows. */
const columnCells = (table: HTMLElement, column: number) =>
  dataRows(table).map((row) => row.querySelectorAll('td, th')[column]?.textContent ?? '');

/**
 * Every company's reports of the last 12 months, newest period first (the months asked of the server as the
 * month's first and last day), the company first; the report tabs with the sales tab current.
 */
export const ListWithRepairs: Story = {
  play: async () => {
    const table = await loaded(CAPTION, '10.2026');
    const url = asked.urls().at(-1);
    await expect(url?.pathname).toMatch(/administrator\/sales-reports\/2025-11-01\/2026-11-30\/$/);
    await expect(url?.searchParams.has('client_id')).toBe(false);
    const periods = columnCells(table, 1);
    await expect(periods[0]).toBe('10.2026');
    await expect(new Set(columnCells(table, 0)).size).toBeGreaterThan(3);
    const tabs = screen.getByRole('tablist', { name: text('screens.reports.tabsLabel') });
    await expect(within(tabs).getByRole('tab', { name: text('routes.salesReports') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/**
 * `?client=` (the package details' alert link) pre-sets the company: the server is asked for its reports only,
 * and each repair is a row under its original ("07.2026 – parandus").
 */
export const ClientFilter: Story = {
  parameters: { screen: { path: `/reports/sales?client=${POHJALA.id}` } },
  play: async () => {
    const table = await loaded(CAPTION, '10.2026');
    await expect(asked.urls().at(-1)?.searchParams.get('client_id')).toBe(String(POHJALA.id));
    await expect(new Set(columnCells(table, 0))).toEqual(new Set([POHJALA.name]));
    const periods = columnCells(table, 1);
    const july = periods.indexOf('07.2026');
    await expect(periods[july + 1]).toContain(text('screens.client.salesReports.repairPeriod', { period: '07.2026' }));
    await expect(
      screen.getByRole('button', { name: new RegExp(text('screens.operator.salesReports.filters.client')) }),
    ).toHaveTextContent(POHJALA.name);
  },
};

/**
 * The row menus: the original's views and exports the report; the unconfirmed repair's views, exports,
 * confirms or cancels it. "Ekspordi parandus" saves the server's workbook, read back here.
 */
export const RowMenu: Story = {
  parameters: { screen: { path: `/reports/sales?client=${POHJALA.id}` } },
  play: async () => {
    await loaded(CAPTION, '10.2026');
    await expect(await menuItems(menuOf('09.2026'))).toEqual([action('view-original'), action('export-original')]);
    await expect(await menuItems(menuOf('07.2026', true))).toEqual([
      action('view-repair'),
      action('export-repair'),
      action('confirm-repair'),
      action('cancel-repair'),
    ]);
    const download = await catchDownload(() => choose(menuOf('07.2026', true), action('export-repair')));
    await expect(download.name).toBe('Müügiaruanne 2026-07 parandus.xlsx');
    await expect(await workbookHeadings(download)).toEqual(['EAN', 'Toode']);
    await settled();
  },
};

/** A row opens its report (Enter, as a click); a repair's row opens the repair. */
export const RowOpensReport: Story = {
  parameters: { screen: { path: `/reports/sales?client=${POHJALA.id}` } },
  play: async () => {
    const table = await loaded(CAPTION, '10.2026');
    const repairRow = dataRows(table).find((row) =>
      row.textContent?.includes(text('screens.client.salesReports.repairPeriod', { period: '07.2026' })),
    );
    await press(repairRow as HTMLElement);
    await waitFor(() => expect(screen.getByTestId('navigated-to')).toHaveTextContent(/\/reports\/sale\/\d+\/repair$/));
  },
};

const states = screenStateStories({
  scenario,
  endpoints: 'adminSalesReports',
  loading: CAPTION,
  empty: { answer: [], text: 'screens.operator.salesReports.empty.all' },
  error: { texts: 'screens.operator.salesReports.loadError' },
});

/** No reports in the period: the empty text. */
export const Empty: Story = states.Empty;

/** The answer never comes: the table is busy and says it is loading. */
export const Loading: Story = states.Loading;

/** The list fails: "Müügiaruannete laadimine ebaõnnestus: …" in the table, and a retry. */
export const ServerError: Story = states.ServerError;
