// The success alert of the sales list: a notice the detail screens sent along (route state), or the list's own
// after deleting a repair. One at a time: a new notice replaces the last.
import { formatDisplayPeriod } from '@epp/core';
import { message, useEppTranslation } from '@epp/i18n';
import { Link } from '@epp/ui';
import { type PageAlerts, useArrivalNotice, usePageAlerts } from '../../kit';
import { type SalesListNotice, salesListNoticeOf } from '../../reports/sales';
import { routes } from '../../routes/route-table';

const NOTICE_ID = 'sales-list-notice';

/** Shows a notice; after a submit with a link to pay the invoice (spec: submit leads to the list and payment). */
export function showSalesListNotice(alerts: PageAlerts, notice: SalesListNotice) {
  const title = message(`screens.client.salesReports.${notice.kind}`, { period: formatDisplayPeriod(notice.period) });
  alerts.success(title, { id: NOTICE_ID, ...(notice.kind === 'submitted' ? { body: <PayInvoiceLink /> } : {}) });
}

/** Shows the notice the page was opened with, once. */
export function useSalesListArrivalNotice() {
  const alerts = usePageAlerts();
  useArrivalNotice(salesListNoticeOf, (notice) => showSalesListNotice(alerts, notice));
}

function PayInvoiceLink() {
  const { t } = useEppTranslation();
  return (
    <Link href={routes.client.invoices.to()} variant="standalone">
      {t('screens.client.salesReports.payInvoice')}
    </Link>
  );
}
