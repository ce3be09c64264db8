import { createScreen } from '../../kit';
import { ClientSalesReport } from './client-sales-report';

export interface SalesReportScreenProps {
  /** The report's id (route /reports/sale/{id}). */
  reportId: number;
}

/**
 * A client's sales report (route /reports/sale/{id}): the header with totals computed from the lines, the
 * package lines with the quantity editable while the report is (saved on blur; a failed save restores the old
 * value and says why), fee tooltips, a totals footer, print, Excel export and submit.
 */
export const SalesReportScreen = createScreen<SalesReportScreenProps>('SalesReportScreen', ({ reportId }) => (
  <ClientSalesReport reportId={reportId} isRepair={false} />
));
