// The operator's three sales lists (spec operator §2 "Reports (administrator)"): every report, the unsubmitted
// (the report or its repair UNSUBMITTED or REJECTED) and the unconfirmed repairs. One screen draws them; what
// differs is the server's call, the route and the texts.
import { useAdminSalesReports, useAdminUnconfirmedSalesReports, useAdminUnsubmittedSalesReports } from '@epp/api/hooks';
import { routes } from '../../routes/route-table';

export type SalesReportListKind = 'all' | 'unsubmitted' | 'unconfirmed';

export const SALES_REPORT_LISTS = {
  all: { route: routes.operator.salesReports, useReports: useAdminSalesReports },
  unsubmitted: { route: routes.operator.unsubmittedReports, useReports: useAdminUnsubmittedSalesReports },
  unconfirmed: { route: routes.operator.unconfirmedRepairs, useReports: useAdminUnconfirmedSalesReports },
} as const;
