import { createScreen, useRouteTitle } from '../../kit';
import { CLIENT_REPORT_TABS } from '../../reports/report-tabs';
import { ReturnReportView } from '../../reports/returns';
import { routes } from '../../routes/route-table';

export interface ReturnReportScreenProps {
  /** The report's id, from the address (/reports/returns/{id}); NaN where malformed, which is "not found". */
  reportId: number;
}

/**
 * A client's return report (/reports/returns/{id}, spec §2 "Reports section", §7): the header (client code,
 * period range, company), Excel export ("Aruande ekspordi allalaadimine ebaõnnestus: …" when it fails) and the
 * lines — sold and returned quantities, the returned percentage with "returned more than sold" marked, dates
 * and comment counts — each line opening its comments thread.
 */
export const ReturnReportScreen = createScreen<ReturnReportScreenProps>('ReturnReportScreen', ({ reportId }) => (
  <ReturnReportView
    reportId={reportId}
    audience="client"
    title={useRouteTitle(routes.client.returnReport)}
    tabs={CLIENT_REPORT_TABS}
    listPath={routes.client.returnReports.to()}
  />
));
