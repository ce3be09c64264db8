import { createScreen, useRouteTitle } from '../../kit';
import { AdditionalDepositReportView } from '../../reports/additional-deposit';
import { CLIENT_REPORT_TABS } from '../../reports/report-tabs';
import { routes } from '../../routes/route-table';

export interface AdditionalDepositReportScreenProps {
  /** The report's id, from the address (/reports/additional-deposit/{id}); NaN where malformed: "not found". */
  reportId: number;
}

/**
 * A client's additional-deposit report (/reports/additional-deposit/{id}, spec §2 "Reports section"): the
 * header with client code, year, company and the totals (packages, additional-deposit fees, return-threshold
 * fees, VAT, amount to pay), and the lines with EAN and product filters.
 */
export const AdditionalDepositReportScreen = createScreen<AdditionalDepositReportScreenProps>(
  'AdditionalDepositReportScreen',
  ({ reportId }) => (
    <AdditionalDepositReportView
      reportId={reportId}
      audience="client"
      title={useRouteTitle(routes.client.additionalDepositReport)}
      tabs={CLIENT_REPORT_TABS}
      listPath={routes.client.additionalDepositReports.to()}
    />
  ),
);
