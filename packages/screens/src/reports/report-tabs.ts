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

const operator = routes.operator;

/**
 * The operator's report pages (spec operator §2 "Reports (administrator)", routes.md Operator table): the three
 * sales lists, then returns, additional deposit and rPET; each report's detail stays under its list's tab (a sales
 * report's under "Müügiaruanded", wherever it was opened from).
 */
export const OPERATOR_REPORT_TABS: Omit<RouteTabsProps, 'children'> = {
  label: 'screens.reports.tabsLabel',
  tabs: [
    {
      route: operator.salesReports,
      label: 'routes.salesReports',
      current: [operator.salesReports, operator.salesReport, operator.salesReportRepair],
    },
    { route: operator.unsubmittedReports, label: 'routes.unsubmittedReports' },
    { route: operator.unconfirmedRepairs, label: 'routes.unconfirmedRepairs' },
    {
      route: operator.returnReports,
      label: 'routes.returnReports',
      current: [operator.returnReports, operator.returnReport],
    },
    {
      route: operator.additionalDepositReports,
      label: 'routes.additionalDepositReports',
      current: [operator.additionalDepositReports, operator.additionalDepositReport],
    },
    { route: operator.rpetReports, label: 'routes.rpetReports', current: [operator.rpetReports, operator.rpetReport] },
  ],
};
