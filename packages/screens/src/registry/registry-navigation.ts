// What the registry's pages share: the notice the package details send back to the list they came from
// (after a delete), and the client's pages the registry leads to. Opening a row remembering its list, and Back,
// are the kit's (`useOpenFromList`, `useBackAction`).
import type { Message } from '@epp/i18n';
import { arrivalState, useArrivalNotice, usePageAlerts } from '../kit';
import { routes } from '../routes/route-table';

/** A success the next registry page shows once (e.g. "Pakend … edukalt kustutatud."). */
export function registryNoticeState(notice: Message) {
  return arrivalState(notice);
}

function registryNoticeOf(notice: unknown): Message | null {
  if (typeof notice !== 'object' || notice === null || !('key' in notice)) return null;
  return typeof notice.key === 'string' ? (notice as Message) : null;
}

/** A registry list shows the notice it was opened with, once (call it in each registry list screen). */
export function useRegistryArrivalNotice(): void {
  const alerts = usePageAlerts();
  useArrivalNotice(registryNoticeOf, (notice) => alerts.success(notice, { id: 'registry-notice' }));
}

/** The client's debts: its invoices page, where the debts list leads (spec §2 "Debts": row click). */
export function clientDebtsPath(clientId: number): string {
  return routes.operator.clientInvoices.to({ id: clientId });
}

/**
 * The operator's sales reports filtered by one client (`?client=<id>`, the list's company filter as its address
 * parameter; the API's `client_id`).
 */
export function clientSalesReportsPath(clientId: number): string {
  return routes.operator.salesReports.to({ client: clientId });
}
