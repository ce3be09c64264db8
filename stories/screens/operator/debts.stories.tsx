import { handlersFor, scenarios } from '@epp/fixtures';
import { DebtsScreen } from '@epp/screens/operator';
import { clearAnnouncements } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { openList, press } from '../../support/interaction';
import { dataRows } from '../../support/partner-lists';
import { requestCounter } from '../../support/requests';
import { withScreen } from '../../support/screen-frame';
import { screenStateStories } from '../../support/screen-states';
import { loaded } from '../../support/tables';
import { text } from '../../support/text';

// The operator's world on its day (20.11.2026): eleven clients owe, Läänemere Vesi OÜ the longest (214 days).
const scenario = scenarios.operator;
const CAPTION = 'screens.operator.debts.caption';
const LONGEST = 'Läänemere Vesi OÜ';
// the stories read the period the list asked the server for
const debtsAsked = requestCounter('get', 'administrator/debts/');
// a cell of its row (the client's name is the row's header)
const LONGEST_DAYS = () => text('screens.operator.debts.days', { count: 214 });

const meta = {
  title: 'Screens/Operator/Debts',
  component: DebtsScreen,
  decorators: [withScreen],
  beforeEach: () => {
    clearAnnouncements();
    debtsAsked.reset();
  },
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/debts' },
    msw: { handlers: [debtsAsked.handler, ...handlersFor(scenario)] },
  },
} satisfies Meta<typeof DebtsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The debts query the list sent last: its from_date and to_date. */
const lastDebtsQuery = () => debtsAsked.urls().at(-1)?.searchParams;

const columnCells = (table: HTMLElement, column: number) =>
  dataRows(table).map((row) => row.querySelectorAll('td, th')[column]?.textContent ?? '');

/**
 * The last 12 months by default (the last day of the current month included), the most overdue first: client,
 * unsubmitted sales reports, the oldest overdue invoice's due date, "N päeva", the debt.
 */
export const Populated: Story = {
  play: async () => {
    const table = await loaded(CAPTION, LONGEST_DAYS());
    const [first] = dataRows(table);
    await expect(first).toHaveTextContent(LONGEST);
    await expect(first).toHaveTextContent(text('screens.operator.debts.days', { count: 214 }));
    await expect(first).toHaveTextContent('20.04.2026');
    const days = columnCells(table, 3).map((cell) => Number.parseInt(cell, 10));
    await expect(days).toEqual([...days].sort((a, b) => b - a));
    await expect(lastDebtsQuery()?.get('from_date')).toBe('2025-11-01');
    await expect(lastDebtsQuery()?.get('to_date')).toBe('2026-11-30');
  },
};

/** Days overdue from 100 (in the address, as a search leaves it): only the long debts, filtered on the page. */
export const FilteredByOverdue: Story = {
  parameters: { screen: { path: '/debts?overdueDays.from=100' } },
  play: async () => {
    const table = await loaded(CAPTION, LONGEST_DAYS());
    await waitFor(() => expect(dataRows(table)).toHaveLength(1));
    const range = screen.getByRole('group', { name: text('screens.operator.debts.filters.overdueDays') });
    await expect(within(range).getByRole('textbox', { name: text('ui.filterBar.from') })).toHaveValue('100');
  },
};

/** A company chosen and searched ("Otsi"): its row only; "Tühjenda otsing" brings them all back. */
export const ByCompany: Story = {
  play: async () => {
    const table = await loaded(CAPTION, LONGEST_DAYS());
    const all = dataRows(table).length;
    const listbox = await openList(
      screen.getByRole('button', { name: new RegExp(text('screens.operator.debts.filters.client')) }),
    );
    await userEvent.click(within(listbox).getByRole('option', { name: LONGEST }));
    await userEvent.click(screen.getByRole('button', { name: text('ui.filterBar.search') }));
    await waitFor(() => expect(dataRows(table)).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: text('ui.filterBar.clear') }));
    await waitFor(() => expect(dataRows(table)).toHaveLength(all));
  },
};

/** A period with no debts: the spec's empty text. */
export const EmptyPeriod: Story = {
  parameters: { screen: { path: '/debts?from=2026-11&to=2026-11' } },
  play: async () => {
    await screen.findByText(text('screens.operator.debts.empty'));
    await expect(lastDebtsQuery()?.get('from_date')).toBe('2026-11-01');
    await expect(lastDebtsQuery()?.get('to_date')).toBe('2026-11-30');
  },
};

/** A future month in the address is not asked of the server: the default period is. */
export const FutureMonthRefused: Story = {
  parameters: { screen: { path: '/debts?from=2026-10&to=2027-02' } },
  play: async () => {
    await loaded(CAPTION, LONGEST_DAYS());
    await expect(lastDebtsQuery()?.get('to_date')).toBe('2026-11-30');
  },
};

/** A row opens the client's invoices (Enter, as a click), remembering the list for the back button. */
export const RowOpensClientInvoices: Story = {
  play: async () => {
    const table = await loaded(CAPTION, LONGEST_DAYS());
    const [first] = dataRows(table);
    await press(first as HTMLElement);
    await waitFor(() => expect(screen.getByTestId('navigated-to')).toHaveTextContent('/client-invoices/104'));
  },
};

const states = screenStateStories({
  scenario,
  endpoints: 'debts',
  loading: CAPTION,
  empty: { answer: [], text: 'screens.operator.debts.empty' },
  error: { texts: 'screens.operator.debts.loadError' },
});

/** Nobody owes: the spec's empty text. */
export const Empty: Story = states.Empty;

/** The answer never comes: the table is busy and says it is loading. */
export const Loading: Story = states.Loading;

/** The list fails: the reason in the table, and a retry. */
export const ServerError: Story = states.ServerError;
