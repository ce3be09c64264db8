import { answer, handlersFor, heroInvoices, type Scenario, scenarios, serverError, storeFor } from '@epp/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { press, settled } from '../../support/interaction';
import { screenStateStories } from '../../support/screen-states';
import { expectTableLoading } from '../../support/tables';
import { text } from '../../support/text';
import { hero, type InvoicesAtAddress, invoicesMeta, invoiceTable, readyToPay } from './invoices-story';

const scenario = scenarios.clientActiveContract;

const meta = {
  title: 'Screens/Client/Invoices',
  ...invoicesMeta('/invoices'),
} satisfies Meta<typeof InvoicesAtAddress>;

export default meta;
type Story = StoryObj<typeof meta>;

const payAll = () => screen.getByRole('button', { name: text('screens.client.invoices.payAll') });
const payButton = (number: string) =>
  screen.getByRole('button', { name: text('screens.client.invoices.payLabel', { number }) });
/** Payments start once the current user (the client paying) is in as well as the invoices. */
const whenEnabled = (button: () => HTMLElement) =>
  waitFor(() => {
    expect(button()).toBeEnabled();
    return button();
  });

/** The row of an invoice, by the number in its first cell. */
const rowOf = (table: HTMLElement, number: string) => {
  const row = within(table).getByRole('cell', { name: number }).closest('tr');
  if (!row) throw new Error(`no row for ${number}`);
  return row as HTMLElement;
};

/**
 * A balance above 0: "pay all" is enabled; newest first; unpaid rows pay, paid rows show a disabled "paid"; 25
 * rows a page by default.
 */
export const BalanceDue: Story = {
  play: async () => {
    const table = await invoiceTable();
    await whenEnabled(payAll);
    const firstRow = within(table).getAllByRole('row')[1] as HTMLElement;
    await expect(within(firstRow).getByRole('link', { name: hero.unpaid.number })).toBeVisible();
    await whenEnabled(() => payButton(hero.unpaid.number));
    const paidRow = rowOf(table, hero.paid.number);
    await expect(within(paidRow).getByRole('button', { name: text('screens.client.invoices.paid') })).toBeDisabled();
    // spec §9: lists show 25 rows by default (10, 25, 50 or all): the fixture's 13 invoices on one page
    const pageSize = screen.getByRole<HTMLSelectElement>('combobox', { name: text('ui.pagination.pageSize') });
    await expect(pageSize.value).toBe('25');
    await expect(within(table).getAllByRole('link').length).toBeGreaterThan(10);
  },
};

/** Everything paid: the balance is 0 and "pay all" is disabled; every row has the disabled "paid" button. */
export const ZeroBalance: Story = {
  parameters: { msw: { handlers: handlersFor(scenarios.clientInvoicesPaid) } },
  play: async () => {
    const table = await invoiceTable();
    await expect(payAll()).toBeDisabled();
    await expect(within(table).queryByRole('button', { name: text('screens.client.invoices.pay') })).toBeNull();
  },
};

const notPayable = heroInvoices(storeFor(scenarios.clientInvoiceNotPayable).db);

/** An unpaid invoice the server offers no card payment for (is_payable false): the disabled "paid" button. */
export const NotPayableRow: Story = {
  parameters: { msw: { handlers: handlersFor(scenarios.clientInvoiceNotPayable) } },
  play: async () => {
    const table = await invoiceTable();
    const unpayable = within(table).getAllByRole('row')[2] as HTMLElement;
    await expect(within(unpayable).queryByRole('button', { name: /M\d/ })).toBeNull();
    await expect(within(unpayable).getByRole('button', { name: text('screens.client.invoices.paid') })).toBeDisabled();
    await whenEnabled(() => payButton(notPayable.unpaid.number));
  },
};

/** Back from the provider with a reference: the payment's state read, its alert shown over the list. */
const paymentReturn = (
  reference: string,
  scenarioOf: Scenario,
  alert: 'screens.client.invoices.paymentReturn.settled' | 'errors.payment.cancelled' | 'errors.payment.notConfirmed',
): Story => ({
  parameters: {
    screen: { path: `/invoices?payment_reference=${reference}` },
    msw: { handlers: handlersFor(scenarioOf) },
  },
  play: async () => {
    await screen.findByText(text(alert));
    await invoiceTable();
    await readyToPay();
  },
});

/** Back from the provider, paid: the success alert (the final invoice comes by e-mail within 24 hours). */
export const PaymentSettled = paymentReturn(
  'EPP-PAY-SETTLED',
  scenarios.paymentSettled,
  'screens.client.invoices.paymentReturn.settled',
);

/** Back from the provider, cancelled (abandoned, failed or voided): "payment cancelled". */
export const PaymentCancelled = paymentReturn(
  'EPP-PAY-CANCELLED',
  scenarios.paymentCancelled,
  'errors.payment.cancelled',
);

/** Back from the provider, any other state: "payment not yet confirmed". */
export const PaymentPending = paymentReturn('EPP-PAY-PENDING', scenarios.paymentPending, 'errors.payment.notConfirmed');

/** Paying one invoice posts everypay/payment/ and follows the redirect URL it answers (observed here). */
export const PayOne: Story = {
  play: async ({ args }) => {
    await invoiceTable();
    await userEvent.click(await whenEnabled(() => payButton(hero.unpaid.number)));
    await waitFor(() =>
      expect(args.followRedirect).toHaveBeenCalledWith(expect.stringMatching(/[?&]payment_reference=EPP-PAY-\d+/)),
    );
    await expect(args.followRedirect).toHaveBeenCalledTimes(1);
    await settled();
  },
};

/**
 * "Pay all" from the keyboard pays the balance: one redirect, however often it is pressed, while the payment
 * starts and after its redirect is followed (the browser takes a while to leave): every pay button stays disabled.
 */
export const PayAll: Story = {
  play: async ({ args }) => {
    const table = await invoiceTable();
    await press(await whenEnabled(payAll));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.followRedirect).toHaveBeenCalled());
    await userEvent.keyboard('{Enter}');
    await settled();
    await expect(payAll()).toBeDisabled();
    await expect(
      within(table).getByRole('button', {
        name: text('screens.client.invoices.payLabel', { number: hero.unpaid.number }),
      }),
    ).toBeDisabled();
    await expect(args.followRedirect).toHaveBeenCalledTimes(1);
  },
};

/** Starting a payment fails: the reason in a page alert, nothing followed. */
export const PayFailed: Story = {
  parameters: {
    msw: { handlers: handlersFor(scenario, { overrides: { startPayment: serverError(500, 'payment_failed') } }) },
  },
  play: async ({ args }) => {
    await invoiceTable();
    await userEvent.click(await whenEnabled(() => payButton(hero.unpaid.number)));
    await screen.findByText(text('screens.client.invoices.payError', { error: 'payment_failed' }));
    await expect(args.followRedirect).not.toHaveBeenCalled();
    await settled();
  },
};

/**
 * The payment answer names an address that is not the payment provider's (a lookalike host behind user info): the
 * client refuses it, the reason shows in a page alert and nothing is followed (issue #26).
 */
export const PayRefusedAddress: Story = {
  parameters: {
    msw: {
      handlers: handlersFor(scenario, {
        overrides: { startPayment: answer(200, { url: 'https://pay.every-pay.eu@evil.example/lp' }) },
      }),
    },
  },
  play: async ({ args }) => {
    await invoiceTable();
    await userEvent.click(await whenEnabled(() => payButton(hero.unpaid.number)));
    const reason = text('errors.invalidResponse', { endpoint: 'POST everypay/payment/', field: 'url' });
    await screen.findByText(text('screens.client.invoices.payError', { error: reason }));
    await expect(args.followRedirect).not.toHaveBeenCalled();
    await settled();
  },
};

/** The keyboard path: Enter on an invoice number opens its preview, Escape closes it, focus is back on the number. */
export const KeyboardPreview: Story = {
  play: async () => {
    const table = await invoiceTable();
    await readyToPay();
    const link = within(table).getByRole('link', { name: hero.unpaid.number });
    await press(link);
    const dialog = await screen.findByRole('dialog', {
      name: text('screens.client.invoicePreview.titleWithNumber', { number: hero.unpaid.number }),
    });
    await within(dialog).findByRole('table', { name: text('screens.client.invoicePreview.rowsCaption') });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(screen.getByRole('table', { name: text('screens.client.invoices.caption') })).getByRole('link', {
          name: hero.unpaid.number,
        }),
      ),
    );
  },
};

const states = screenStateStories({
  scenario,
  endpoints: 'invoices',
  loading: async () => {
    await expectTableLoading('screens.client.invoices.caption');
    await expect(payAll()).toBeDisabled();
  },
  empty: {
    answer: { invoices: [], invoices_balance: '0.00' },
    text: 'screens.client.invoices.empty',
    andThen: () => expect(payAll()).toBeDisabled(),
  },
  error: { texts: 'screens.client.invoices.loadError' },
});

/** The answer never comes: the table stays busy and says it is loading. */
export const Loading: Story = states.Loading;

/** No invoices yet: the empty text, a balance of 0 and "pay all" disabled. */
export const Empty: Story = states.Empty;

/** The list fails: the reason in the table, and a retry. */
export const ServerError: Story = states.ServerError;
