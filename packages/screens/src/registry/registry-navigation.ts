// How the registry's lists and the package details hand over: the list a row was opened from (for "Tagasi
// loetelusse") and the notice the details send back (after a delete). Both ride in react-router's route state.
import type { Message } from '@epp/i18n';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { usePageAlerts } from '../kit';
import { routes } from '../routes/route-table';

/** What a registry list passes when it opens a package: `navigate(path, { state: registryFromState(here) })`. */
export function registryFromState(from: string): { from: string } {
  return { from };
}

/**
 * Opens a path (package details) remembering the current list with its filters, sort and page, for the
 * details' "Tagasi loetelusse". Every registry list opens its rows with it.
 */
export function useOpenFromList(): (path: string) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return useCallback((path: string) => navigate(path, { state: registryFromState(here) }), [navigate, here]);
}

/** The list the details were opened from (a path of this app), else the applications list (spec §2). */
export function registryBackPath(state: unknown): string {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')
    ? from
    : routes.operator.applications.to();
}

/** A success the next registry page shows once (e.g. "Pakend … edukalt kustutatud."). */
export function registryNoticeState(notice: Message): { registryNotice: Message } {
  return { registryNotice: notice };
}

function noticeOf(state: unknown): Message | null {
  if (typeof state !== 'object' || state === null || !('registryNotice' in state)) return null;
  const notice = state.registryNotice as Message | undefined;
  return notice && typeof notice.key === 'string' ? notice : null;
}

/** A registry list shows the notice it was opened with, once (call it in each registry list screen). */
export function useRegistryArrivalNotice(): void {
  const location = useLocation();
  const alerts = usePageAlerts();
  const [notice] = useState(() => noticeOf(location.state));
  useEffect(() => {
    if (notice) alerts.success(notice, { id: 'registry-notice' });
  }, [alerts, notice]);
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
