// The success the report page was opened with (the sales list's import), shown once as a page alert: the
// import modal closes and navigates in the same step, so its own message would never be seen.
import { message } from '@epp/i18n';
import { useArrivalNotice, usePageAlerts } from '../../kit';
import { salesReportNoticeOf } from './sales-report-notice';

const NOTICE_ID = 'sales-report-notice';

export function useReportArrivalNotice() {
  const alerts = usePageAlerts();
  useArrivalNotice(salesReportNoticeOf, () =>
    alerts.success(message('widgets.importDropzone.success.sales'), { id: NOTICE_ID }),
  );
}
