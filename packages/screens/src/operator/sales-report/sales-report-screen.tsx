import type { SalesReportDetail } from '@epp/api/schemas';
import { canAdminDeleteOriginal, canReviewRepair, formatDisplayPeriod } from '@epp/core';
import { message, useEppTranslation } from '@epp/i18n';
import { Button } from '@epp/ui';
import { useState } from 'react';
import { createScreen, usePageAlerts, useRouteTitle } from '../../kit';
import { OPERATOR_REPORT_TABS } from '../../reports/report-tabs';
import { SalesReportView } from '../../reports/sales';
import { routes } from '../../routes/route-table';
import { RepairReviewDialog, type RepairUnderReview } from '../sales-reports/repair-review-dialog';
import { DeleteReport } from './delete-report';

const K = 'screens.operator.salesReports';

export interface OperatorSalesReportScreenProps {
  /** The original's id (routes /reports/sale/{id} and /reports/sale/{id}/repair). */
  reportId: number;
  isRepair: boolean;
}

/**
 * A sales report as the operator sees it (spec operator §2 "Administrator sales report detail"): the client's
 * report view, read-only, with the export in place of the client's submit; an unsubmitted original can be
 * deleted (with a confirmation), an unconfirmed repair confirmed or cancelled with a reason.
 */
export const OperatorSalesReportScreen = createScreen<OperatorSalesReportScreenProps>(
  'OperatorSalesReportScreen',
  OperatorSalesReport,
);

function OperatorSalesReport({ reportId, isRepair }: OperatorSalesReportScreenProps) {
  const listPath = routes.operator.salesReports.to();
  return (
    <SalesReportView
      reportId={reportId}
      isRepair={isRepair}
      audience="admin"
      title={useRouteTitle(isRepair ? routes.operator.salesReportRepair : routes.operator.salesReport)}
      tabs={OPERATOR_REPORT_TABS}
      listPath={listPath}
      isEditable={() => false}
      hasReadOnlyNote={false}
      extras={(detail) => ({
        actions: isRepair
          ? canReviewRepair({ status: detail.report.status.value }) && <ReviewRepair detail={detail} />
          : canAdminDeleteOriginal({ status: detail.report.status.value }) && (
              <DeleteReport detail={detail} listPath={listPath} />
            ),
      })}
    />
  );
}

/** "Kinnita parandus" and "Tühista parandus" of an unconfirmed repair; the page reloads the repair after. */
function ReviewRepair({ detail }: { detail: SalesReportDetail }) {
  const { t } = useEppTranslation();
  const alerts = usePageAlerts();
  const [kind, setKind] = useState<'confirm' | 'cancel' | null>(null);
  const repair: RepairUnderReview = {
    repairId: detail.report.id,
    period: detail.header.period,
    company: detail.header.client_name,
  };
  return (
    <>
      <Button onPress={() => setKind('confirm')}>{t(`${K}.confirmTitle`)}</Button>
      <Button variant="secondary" onPress={() => setKind('cancel')}>
        {t(`${K}.cancelTitle`)}
      </Button>
      <RepairReviewDialog
        review={kind ? { kind, repair } : null}
        onClose={() => setKind(null)}
        onDone={(done) => {
          setKind(null);
          alerts.success(
            message(done === 'confirm' ? `${K}.confirmed` : `${K}.cancelled`, {
              period: formatDisplayPeriod(repair.period),
            }),
          );
        }}
      />
    </>
  );
}
