// Shared by the Invoices and InvoicePreview stories: the screen at /invoices and /invoices/:id, given the
// preview id from the address as the portal's route adapter gives it (built-screens.tsx), so opening and
// closing the preview moves between the two addresses within one story.
import { heroInvoices, scenarios, storeFor } from '@epp/fixtures';
import { InvoicesScreen, type InvoicesScreenProps } from '@epp/screens/client';
import { useParams } from 'react-router';
import { loaded } from '../../support/tables';

/** Both addresses of the screen, for `parameters.screen.route`. */
export const INVOICES_ROUTE = '/invoices/:id?';

export function InvoicesAtAddress(props: InvoicesScreenProps) {
  const { id } = useParams();
  return <InvoicesScreen {...props} {...(id === undefined ? {} : { previewId: Number(id) })} />;
}

/** Põhjala's newest unpaid invoice and newest paid one, in the default client world. */
export const hero = heroInvoices(storeFor(scenarios.clientActiveContract).db);

/** The invoice table, once its rows are in (a cell holding the newest invoice's number). */
export const invoiceTable = () => loaded('screens.client.invoices.caption', hero.unpaid.number);
