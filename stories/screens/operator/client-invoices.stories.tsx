import { answer, handlersFor, heroClients, heroInvoices, scenarios, serverError, storeFor } from '@epp/fixtures';
import { ClientInvoicesScreen } from '@epp/screens/operator';
import { clearAnnouncements } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { press } from '../../support/interaction';
import { withScreen } from '../../support/screen-frame';
import { screenStateStories } from '../../support/screen-states';
import { loaded } from '../../support/tables';
import { text } from '../../support/text';

// Põhjala Joogitehas OÜ as the operator sees it: a balance owed, paid and unpaid invoices.
const scenario = scenarios.operator;
const world = storeFor(scenario).db;
const client = heroClients.pohjala.id;
const { unpaid, paid } = heroInvoices(world);
const MISSING_ID = 999_999;
const CAPTION = 'screens.operator.clientInvoices.caption';
const K = 'screens.operator.clientInvoices';
const path = (id: number) => ({ path: `/client-invoices/${id}`, route: '/client-invoices/:id' });

const meta = {
  title: 'Screens/Operator/ClientInvoices',
  component: ClientInvoicesScreen,
  decorators: [withScreen],
  args: { id: client },
  beforeEach: () => clearAnnouncements(),
  parameters: {
    layout: 'fullscreen',
    screen: path(client),
    msw: { handlers: handlersFor(scenario) },
  },
} satisfies Meta<typeof ClientInvoicesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (table: HTMLElement, number: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => within(row).queryByRole('link', { name: new RegExp(number) }));
const reminderOf = (number: string) => screen.getByRole('button', { name: text(`${K}.sendReminderLabel`, { number }) });

/**
 * The NAV balance with "Saada koondarve", the invoices newest first: "Saada uuesti" on one not yet paid, a disabled
 * "Tasutud" on a paid one; the number opens the invoice's document.
 */
export const Populated: Story = {
  play: async () => {
    const table = await loaded(CAPTION, unpaid.number);
    await expect(screen.getByRole('button', { name: text(`${K}.sendSummary`) })).toBeEnabled();
    await expect(reminderOf(unpaid.number)).toBeEnabled();
    const paidRow = rowOf(table, paid.number) as HTMLElement;
    await expect(within(paidRow).getByRole('button', { name: text(`${K}.paid`) })).toBeDisabled();
    const document = within(paidRow).getByRole('link', { name: new RegExp(paid.number) });
    await expect(document.getAttribute('href')).toMatch(new RegExp(`^https://.*/${paid.number}\\.pdf$`));
  },
};

/** "Saada uuesti" sends the reminder once, however often pressed, and says it was sent. */
export const SendReminder: Story = {
  play: async () => {
    await loaded(CAPTION, unpaid.number);
    const button = reminderOf(unpaid.number);
    await userEvent.click(button);
    await userEvent.click(button);
    await screen.findByText(text(`${K}.reminderSent`));
  },
};

/** The reminder fails: the spec's message with the reason; the invoice can be sent again. */
export const ReminderFails: Story = {
  parameters: {
    msw: {
      handlers: handlersFor(scenario, { overrides: { sendInvoiceReminder: serverError(500, 'server_error') } }),
    },
  },
  play: async () => {
    await loaded(CAPTION, unpaid.number);
    await press(reminderOf(unpaid.number));
    await screen.findByText(text(`${K}.reminderFailed`, { error: 'server_error' }));
    await waitFor(() => expect(reminderOf(unpaid.number)).toBeEnabled());
  },
};

/** "Saada koondarve" with a balance owed: sent, and said so. */
export const SendSummary: Story = {
  play: async () => {
    await loaded(CAPTION, unpaid.number);
    await press(screen.getByRole('button', { name: text(`${K}.sendSummary`) }));
    await screen.findByText(text(`${K}.summarySent`));
  },
};

/** The summary invoice refused by the server: the spec's message with the reason. */
export const SummaryFails: Story = {
  parameters: {
    msw: { handlers: handlersFor(scenario, { overrides: { sendSummaryInvoice: serverError(400, 'server_error') } }) },
  },
  play: async () => {
    await loaded(CAPTION, unpaid.number);
    await press(screen.getByRole('button', { name: text(`${K}.sendSummary`) }));
    await screen.findByText(text(`${K}.summaryFailed`, { error: 'server_error' }));
  },
};

/** Nothing owed (balance 0): "Saada koondarve" is disabled. */
export const NothingOwed: Story = {
  parameters: {
    msw: {
      handlers: handlersFor(scenario, {
        overrides: { clientInvoices: answer(200, { invoices: [], invoices_balance_nav: '0.00' }) },
      }),
    },
  },
  play: async () => {
    await screen.findByText(text(`${K}.empty`));
    await expect(screen.getByRole('button', { name: text(`${K}.sendSummary`) })).toBeDisabled();
  },
};

/** A client id with no client: "not found" with a way to the debts, no retry. */
export const NotFound: Story = {
  args: { id: MISSING_ID },
  parameters: { screen: path(MISSING_ID) },
  play: async () => {
    await screen.findByText(text(`${K}.notFound`));
    await expect(screen.getByRole('link', { name: text(`${K}.toList`) })).toHaveAttribute('href', '/debts');
    await expect(screen.queryByRole('button', { name: text('common.actions.retry') })).toBeNull();
  },
};

/** Back goes to the debts (the page was opened directly). */
export const BackToDebts: Story = {
  play: async () => {
    await loaded(CAPTION, unpaid.number);
    await press(screen.getByRole('button', { name: text(`${K}.back`) }));
    await waitFor(() => expect(screen.getByTestId('navigated-to')).toHaveTextContent('/debts'));
  },
};

const states = screenStateStories({
  scenario,
  base: { args: { id: client }, parameters: { screen: path(client) } },
  endpoints: 'clientInvoices',
  loading: CAPTION,
  empty: { answer: { invoices: [], invoices_balance_nav: null }, text: `${K}.empty` },
  error: { texts: `${K}.loadError` },
});

/** The client has no invoices: the spec's empty text. */
export const Empty: Story = states.Empty;

/** The answer never comes: the table is busy and says it is loading. */
export const Loading: Story = states.Loading;

/** The invoices fail to load: the reason in the table, and a retry. */
export const ServerError: Story = states.ServerError;
