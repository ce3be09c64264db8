// Shared by the Invoices and InvoicePreview stories: the screen at /invoices and /invoices/:id, given the
// preview id from the address as the portal's route adapter gives it (the registry, route-screens.tsx), so opening and
// closing the preview moves between the two addresses within one story.
import { handlersFor, heroInvoices, scenarios, storeFor } from '@epp/fixtures';
import { InvoicesScreen, type InvoicesScreenProps } from '@epp/screens/client';
import { clearAnnouncements } from '@epp/ui';
import { useParams } from 'react-router';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { withScreen } from '../../support/screen-frame';
import { loaded } from '../../support/tables';
import { text } from '../../support/text';

/** Both addresses of the screen, for `parameters.screen.route`. */
export const INVOICES_ROUTE = '/invoices/:id?';

export function InvoicesAtAddress(props: InvoicesScreenProps) {
  const { id } = useParams();
  return <InvoicesScreen {...props} {...(id === undefined ? {} : { previewId: Number(id) })} />;
}

/** What both story files' meta share: the screen at `path` in the default client world, the redirect observed. */
export const invoicesMeta = (path: string) => ({
  component: InvoicesAtAddress,
  decorators: [withScreen],
  beforeEach: () => clearAnnouncements(),
  args: { followRedirect: fn() },
  parameters: {
    layout: 'fullscreen',
    screen: { path, route: INVOICES_ROUTE },
    msw: { handlers: handlersFor(scenarios.clientActiveContract) },
  },
});

/** Põhjala's newest unpaid invoice and newest paid one, in the default client world. */
export const hero = heroInvoices(storeFor(scenarios.clientActiveContract).db);

/** The invoice table, once its rows are in (a cell holding the newest invoice's number). */
export const invoiceTable = () => loaded('screens.client.invoices.caption', hero.unpaid.number);

/**
 * The list can pay: "pay all" is enabled once the invoices (a balance above 0) and the current user (the client
 * paying) are in. Found behind an open preview too (the modal hides the list from the accessibility tree).
 */
export const readyToPay = () =>
  waitFor(() =>
    expect(screen.getByRole('button', { name: text('screens.client.invoices.payAll'), hidden: true })).toBeEnabled(),
  );
