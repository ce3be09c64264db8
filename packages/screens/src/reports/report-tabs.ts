import type { RouteTabsProps } from '../kit';
import { routes } from '../routes/route-table';

const client = routes.client;

/** The client's report pages (spec §2 "Reports section" tabs): each report's detail stays under its list's tab. */
export const CLIENT_REPORT_TABS: Omit<RouteTabsProps, 'children'> = {
  label: 'screens.reports.tabsLabel',
  tabs: [
    {
      route: client.salesReports,
      label: 'routes.salesReports',
      current: [client.salesReports, client.salesReport, client.salesReportRepair],
    },
    { route: client.summaryReport, label: 'routes.summaryReport' },
    { route: client.massReport, label: 'routes.massReport' },
    {
      route: client.returnReports,
      label: 'routes.returnReports',
      current: [client.returnReports, client.returnReport],
    },
    {
      route: client.additionalDepositReports,
      label: 'routes.additionalDepositReports',
      current: [client.additionalDepositReports, client.additionalDepositReport],
    },
    { route: client.rpetReports, label: 'routes.rpetReports', current: [client.rpetReports, client.rpetReport] },
  ],
};
