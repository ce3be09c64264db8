import { type IsoDate, isoDateInTimeZone } from '@epp/core';
import { useState } from 'react';
import { SalesReportView } from '../../reports/sales';
import { ScreenRouter } from '../../shared/screen-router';

export interface SalesReportScreenProps {
  /** The report's id (route /reports/sale/{id}). */
  reportId: number;
  /** Today (YYYY-MM-DD): a report is editable within 12 months of its month. Default: the real date in Tallinn. */
  today?: IsoDate;
}

/**
 * A client's sales report (route /reports/sale/{id}): the header with totals computed from the lines, the
 * package lines with the quantity editable while the report is (saved on blur; a failed save restores the old
 * value and says why), fee tooltips, a totals footer, print, Excel export and submit.
 */
export function SalesReportScreen({ reportId, today: todayProp }: SalesReportScreenProps) {
  const [today] = useState(() => todayProp ?? isoDateInTimeZone(new Date()));
  return (
    <ScreenRouter>
      <SalesReportView reportId={reportId} isRepair={false} today={todayProp ?? today} />
    </ScreenRouter>
  );
}
