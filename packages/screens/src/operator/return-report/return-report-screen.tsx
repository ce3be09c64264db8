import { createScreen, useRouteTitle } from '../../kit';
import { OPERATOR_REPORT_TABS } from '../../reports/report-tabs';
import { ReturnReportView } from '../../reports/returns';
import { routes } from '../../routes/route-table';
import { ReturnReportActions } from './return-report-actions';

export interface OperatorReturnReportScreenProps {
  /** The report's id, from the address (/reports/returns/{id}); NaN where malformed, which is "not found". */
  reportId: number;
}

/**
 * A return report for the operator (/reports/returns/{id}, spec operator §2 "Reports (administrator)"): the
 * client's view (header, export, lines newest first, each line's comments, written as EPP) with the status in
 * the header and the operator's confirm, update from file and delete.
 */
export const OperatorReturnReportScreen = createScreen<OperatorReturnReportScreenProps>(
  'OperatorReturnReportScreen',
  ({ reportId }) => (
    <ReturnReportView
      reportId={reportId}
      audience="admin"
      title={useRouteTitle(routes.operator.returnReport)}
      tabs={OPERATOR_REPORT_TABS}
      listPath={routes.operator.returnReports.to()}
      actions={(report) => <ReturnReportActions report={report} />}
    />
  ),
);
