import { handlersFor, never, scenarios, serverError } from '@epp/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { text } from '../../support/text';
import { hero, type InvoicesAtAddress, invoicesMeta, readyToPay } from './invoices-story';

const scenario = scenarios.clientActiveContract;
const number = hero.unpaid.number;

const meta = {
  title: 'Screens/Client/InvoicePreview',
  ...invoicesMeta(`/invoices/${hero.unpaid.id}`),
} satisfies Meta<typeof InvoicesAtAddress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The preview over the list, once the list behind it is ready (so its pixels are settled). */
async function findPreview(name = text('screens.client.invoicePreview.titleWithNumber', { number })) {
  const dialog = await screen.findByRole('dialog', { name });
  await readyToPay();
  return dialog;
}

/** /invoices/{id} (a reload too): the list with the preview over it — receiver, dates, rows and totals. */
export const Preview: Story = {
  play: async () => {
    const dialog = await findPreview();
    const rows = await within(dialog).findByRole('table', { name: text('screens.client.invoicePreview.rowsCaption') });
    await expect(within(rows).getAllByRole('row')).toHaveLength(1 + hero.unpaid.rows.length + 3);
    await expect(
      within(rows).getByRole('rowheader', { name: text('screens.client.invoicePreview.totals.withVat') }),
    ).toBeVisible();
    await expect(within(dialog).getByText(hero.unpaid.reference_number)).toBeVisible();
  },
};

/** Closing the preview goes back to /invoices: the modal is gone, the list stays, focus on the invoice's number. */
export const CloseBackToList: Story = {
  play: async () => {
    const dialog = await findPreview();
    await within(dialog).findByRole('table', { name: text('screens.client.invoicePreview.rowsCaption') });
    await userEvent.click(within(dialog).getByRole('button', { name: text('ui.modal.close') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const link = await screen.findByRole('link', { name: number });
    await waitFor(() => expect(document.activeElement).toBe(link));
  },
};

/** The invoice never answers: the preview says it is loading. */
export const PreviewLoading: Story = {
  parameters: { msw: { handlers: handlersFor(scenario, { overrides: { invoice: never() } }) } },
  play: async () => {
    const dialog = await findPreview(text('screens.client.invoicePreview.title'));
    await expect(
      within(dialog).getByRole('progressbar', { name: text('screens.client.invoicePreview.loading') }),
    ).toBeInTheDocument();
  },
};

/** The invoice fails: the reason and a retry in the preview. */
export const PreviewError: Story = {
  parameters: {
    msw: { handlers: handlersFor(scenario, { overrides: { invoice: serverError(500, 'server_error') } }) },
  },
  play: async () => {
    const dialog = await findPreview(text('screens.client.invoicePreview.title'));
    await within(dialog).findByText(text('screens.client.invoicePreview.loadError', { error: 'server_error' }));
    await expect(within(dialog).getByRole('button', { name: text('common.actions.retry') })).toBeVisible();
  },
};

/** An address with no such invoice: "not found" in the preview, the list behind it. */
export const PreviewNotFound: Story = {
  parameters: { screen: { path: '/invoices/999999' } },
  play: async () => {
    const dialog = await findPreview(text('screens.client.invoicePreview.title'));
    await within(dialog).findByText(text('screens.client.invoicePreview.notFound'));
  },
};
