// The success the report page was opened with (route state from the sales list's import), shown once as a page
// alert: the import modal closes and navigates in the same step, so its own message would never be seen.
import { message } from '@epp/i18n';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { usePageAlerts } from '../../kit';
import { salesReportNoticeOf } from './sales-report-notice';

const NOTICE_ID = 'sales-report-notice';

export function useReportArrivalNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const alerts = usePageAlerts();
  const [notice] = useState(() => salesReportNoticeOf(location.state));
  const shown = useRef(false);
  const { pathname, search } = location;

  useEffect(() => {
    if (!notice || shown.current) return;
    shown.current = true;
    alerts.success(message('widgets.importDropzone.success.sales'), { id: NOTICE_ID });
    // Consumed: a reload of the page, or coming back to it, does not say it again.
    navigate({ pathname, search }, { replace: true, state: null });
  }, [alerts, navigate, notice, pathname, search]);
}
