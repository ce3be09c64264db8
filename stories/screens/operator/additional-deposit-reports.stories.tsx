import { handlersFor, heroClients, scenarios, storeFor } from '@epp/fixtures';
import { OperatorAdditionalDepositReportsScreen } from '@epp/screens/operator';
import { clearAnnouncements } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { openList, press, settled, shown } from '../../support/interaction';
import { requestCounter } from '../../support/requests';
import { withScreen } from '../../support/screen-frame';
import { screenStateStories } from '../../support/screen-states';
import { loaded } from '../../support/tables';
import { text } from '../../support/text';

// The operator's world on its day (20.11.2026): Põhjala and Tartu each have a posted report of 2024 and an
// unposted one of 2025; the list opens on 2025-01..2026-12.
const scenario = scenarios.operator;
const { db } = storeFor(scenario);
const pohjala = heroClients.pohjala;
const pohjala2025 = db.additionalDepositReports.find(
  (report) => report.client.client_id === pohjala.id && report.period === 2025,
);
if (!pohjala2025) throw new Error('The fixtures have no additional-deposit report of Põhjala for 2025');
const unposted = db.additionalDepositReports.filter((report) => report.is_posted !== true).length;

const listRequests = requestCounter('get', 'additional-deposit-reports/');
const K = 'screens.operator.additionalDepositReports';
const CAPTION = 'screens.client.additionalDepositReports.caption';
const LIST = '/reports/additional-deposit';

const meta = {
  title: 'Screens/Operator/AdditionalDepositReports',
  component: OperatorAdditionalDepositReportsScreen,
  decorators: [withScreen],
  beforeEach: () => {
    clearAnnouncements();
    listRequests.reset();
  },
  parameters: {
    layout: 'fullscreen',
    screen: { path: LIST },
    msw: { handlers: [listRequests.handler, ...handlersFor(scenario)] },
  },
} satisfies Meta<typeof OperatorAdditionalDepositReportsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const lastQuery = () => listRequests.urls().at(-1)?.searchParams;
const rowOf = (table: HTMLElement, company: string, year: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(company) && row.textContent.includes(year)) as HTMLElement;
const menuOf = (company: string, period: string) =>
  screen.getByRole('button', { name: text(`${K}.menuLabel`, { company, period }) });

/** Opens a row's menu from the keyboard and returns it. */
async function openMenu(trigger: HTMLElement) {
  await press(trigger);
  return shown(screen.findByRole('menu'));
}

/** Moves to a menu item with the arrow keys and presses Enter on it. */
async function choose(menu: HTMLElement, name: string) {
  const item = within(menu).getByRole('menuitem', { name });
  while (document.activeElement !== item) await userEvent.keyboard('{ArrowDown}');
  await userEvent.keyboard('{Enter}');
}

/** Company, year, invoices, status and last-synced date, newest year first; last year and this one asked. */
export const List: Story = {
  play: async () => {
    const table = await loaded(CAPTION, pohjala.name);
    const row = rowOf(table, pohjala.name, '2025');
    await expect(row).toHaveTextContent(text('status.additionalDeposit.not-posted'));
    await expect(row).toHaveTextContent('09.02.2026');
    await expect(within(table).getByText(heroClients.tartu.name)).toBeVisible();
    await expect([lastQuery()?.get('period_start'), lastQuery()?.get('period_end')]).toEqual(['2025-01', '2026-12']);
    await expect(lastQuery()?.get('ordering')).toBe('-period');
    await expect(lastQuery()?.has('is_posted')).toBe(false);
  },
};

/** 'Sünkroniseeri aruanded': asked first, then the answer's statistics; Close gives the focus back to the button. */
export const SyncAll: Story = {
  // a world of its own: the sync changes the reports the other stories show
  parameters: { msw: { handlers: [listRequests.handler, ...handlersFor(scenario)] } },
  play: async () => {
    await loaded(CAPTION, pohjala.name);
    const button = screen.getByRole('button', { name: text(`${K}.syncAll`) });
    await press(button);
    const dialog = await shown(screen.findByRole('dialog', { name: text(`${K}.sync.titleAll`) }));
    await expect(dialog).toHaveTextContent(text(`${K}.sync.questionAll`));
    await press(within(dialog).getByRole('button', { name: text(`${K}.sync.confirm`) }));
    const status = await within(dialog).findByRole('status');
    await expect(status).toHaveTextContent(text(`${K}.sync.done`));
    const updated = within(status).getByText(text(`${K}.sync.statistics.reports_updated`));
    await expect(updated.nextElementSibling).toHaveTextContent(String(unposted));
    await settled();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/**
 * A row's menu → 'Sünkroniseeri aruanne': the report's statistics in the dialog; once closed the row shows
 * today's sync date and the focus is back on the row's menu.
 */
export const SyncOne: Story = {
  // a world of its own: the sync changes the reports the other stories show
  parameters: { msw: { handlers: [listRequests.handler, ...handlersFor(scenario)] } },
  play: async () => {
    const table = await loaded(CAPTION, pohjala.name);
    const trigger = menuOf(pohjala.name, '2025');
    const menu = await openMenu(trigger);
    await choose(menu, text(`${K}.actions.sync`));
    const dialog = await shown(screen.findByRole('dialog', { name: text(`${K}.sync.titleOne`) }));
    await expect(dialog).toHaveTextContent(text(`${K}.sync.questionOne`, { company: pohjala.name, period: '2025' }));
    await press(within(dialog).getByRole('button', { name: text(`${K}.sync.confirm`) }));
    const status = await within(dialog).findByRole('status');
    const lines = within(status).getByText(text(`${K}.sync.statistics.lines_updated`));
    await expect(lines.nextElementSibling).toHaveTextContent(String(pohjala2025.lines.length));
    await settled();
    // the footer's Close (the dialog's X is named the same), which has the focus once the answer is there
    const close = within(dialog)
      .getByText(text(`${K}.sync.close`))
      .closest('button') as HTMLElement;
    await waitFor(() => expect(close).toHaveFocus());
    await press(close);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(rowOf(table, pohjala.name, '2025')).toHaveTextContent('20.11.2026'));
    await waitFor(() => expect(menuOf(pohjala.name, '2025')).toHaveFocus());
  },
};

/**
 * The posted filter ('Kinnitatud') over 2024..2026: only the posted reports of 2024, asked as is_posted=true;
 * a posted report's menu offers no sync (spec §4: sync leaves posted reports alone).
 */
export const PostedFilter: Story = {
  parameters: { screen: { path: `${LIST}?period.from=2024-01&period.to=2026-12` } },
  play: async () => {
    const table = await loaded(CAPTION, pohjala.name);
    const listbox = await openList(screen.getByRole('button', { name: new RegExp(text(`${K}.filters.posted`)) }));
    await userEvent.click(within(listbox).getByRole('option', { name: text('status.additionalDeposit.posted') }));
    await press(screen.getByRole('button', { name: text('ui.filterBar.search') }));
    await waitFor(() => expect(lastQuery()?.get('is_posted')).toBe('true'));
    await waitFor(() => expect(within(table).queryByText('2025')).toBeNull());
    await expect(rowOf(table, pohjala.name, '2024')).toHaveTextContent(text('status.additionalDeposit.posted'));
    const menu = await openMenu(menuOf(pohjala.name, '2024'));
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([text(`${K}.actions.open`)]);
    await userEvent.keyboard('{Escape}');
  },
};

/** A client chosen: asked of the server by its id. */
export const ByClient: Story = {
  play: async () => {
    const table = await loaded(CAPTION, pohjala.name);
    const listbox = await openList(screen.getByRole('button', { name: new RegExp(text(`${K}.filters.client`)) }));
    await userEvent.click(within(listbox).getByRole('option', { name: heroClients.tartu.name }));
    await press(screen.getByRole('button', { name: text('ui.filterBar.search') }));
    await waitFor(() => expect(lastQuery()?.get('client')).toBe(String(heroClients.tartu.id)));
    await waitFor(() => expect(within(table).queryByText(pohjala.name)).toBeNull());
  },
};

/** Enter on a row opens its report. */
export const RowOpensReport: Story = {
  play: async () => {
    const table = await loaded(CAPTION, pohjala.name);
    await press(rowOf(table, pohjala.name, '2025'));
    await waitFor(() =>
      expect(screen.getByTestId('navigated-to')).toHaveTextContent(`/reports/additional-deposit/${pohjala2025.id}`),
    );
  },
};

const states = screenStateStories({
  scenario,
  endpoints: 'additionalDepositReports',
  loading: CAPTION,
  empty: {
    answer: { count: 0, results: [], next: null, previous: null },
    text: 'screens.client.additionalDepositReports.empty',
  },
  error: { texts: 'errors.returns.load' },
});

/** No reports in the years: the empty text. */
export const Empty: Story = states.Empty;

/** The list never answers: the table is busy and says it is loading. */
export const Loading: Story = states.Loading;

/** The list fails: the message with the reason, and a retry in the table. */
export const ServerError: Story = states.ServerError;
