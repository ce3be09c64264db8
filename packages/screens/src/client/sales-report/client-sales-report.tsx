// The client's sales report page, the original's and the repair's: the shared report view with the client's
// title, editing rule (recent and UNSUBMITTED or REJECTED), list to go back to and submit button.
import type { SalesReportDetail } from '@epp/api/schemas';
import { periodOfDate } from '@epp/core';
import { useRouteTitle, useToday } from '../../kit';
import { CLIENT_REPORT_TABS } from '../../reports/report-tabs';
import { isDetailEditable, type SalesReportExtras, SalesReportView } from '../../reports/sales';
import { routes } from '../../routes/route-table';
import { SubmitReport } from './submit-report';

export interface ClientSalesReportProps {
  /** The original's id (the repair routes take it too). */
  reportId: number;
  isRepair: boolean;
  /** What the repair adds: its delete button (before submit) and its notices. */
  extras?: (detail: SalesReportDetail) => SalesReportExtras;
}

export function ClientSalesReport({ reportId, isRepair, extras }: ClientSalesReportProps) {
  const currentPeriod = periodOfDate(useToday());
  return (
    <SalesReportView
      reportId={reportId}
      isRepair={isRepair}
      title={useRouteTitle(isRepair ? routes.client.salesReportRepair : routes.client.salesReport)}
      tabs={CLIENT_REPORT_TABS}
      listPath={routes.client.salesReports.to()}
      isEditable={(detail) => isDetailEditable(detail, currentPeriod)}
      extras={(detail, { isEditable }) => {
        const own = extras?.(detail);
        return {
          actions: (
            <>
              {own?.actions}
              {isEditable && <SubmitReport detail={detail} isRepair={isRepair} />}
            </>
          ),
          notice: own?.notice,
        };
      }}
    />
  );
}
