import { canUnsubmitRpet } from '@epp/core';
import { createScreen, useRouteTitle } from '../../kit';
import { OPERATOR_REPORT_TABS } from '../../reports/report-tabs';
import { RpetReportView } from '../../reports/rpet';
import { routes } from '../../routes/route-table';
import { DeleteRpetReport } from './delete-rpet-report';
import { UnsubmitRpetReport } from './unsubmit-rpet-report';

export interface RpetReportScreenProps {
  /** The report's id, from the address (/reports/rpet/:id); NaN where malformed, which is "not found". */
  id: number;
}

/**
 * An rPET report for the operator (route /reports/rpet/{id}, spec operator §2 "rPET list" details): the shared
 * report view — header with client code, year, company, status and totals; export; the lines with the recycled
 * percentage read-only (`canEditRpet` for the administrator) — with the operator's unsubmit (while submitted)
 * and delete, each asked in a confirmation.
 */
export const RpetReportScreen = createScreen<RpetReportScreenProps>('RpetReportScreen', RpetReport);

function RpetReport({ id }: RpetReportScreenProps) {
  return (
    <RpetReportView
      reportId={id}
      title={useRouteTitle(routes.operator.rpetReport)}
      tabs={OPERATOR_REPORT_TABS}
      listPath={routes.operator.rpetReports.to()}
      audience="admin"
      actions={(report) => (
        <>
          {canUnsubmitRpet(report, 'admin') && <UnsubmitRpetReport report={report} />}
          <DeleteRpetReport report={report} />
        </>
      )}
    />
  );
}
