import { createScreen, useRouteTitle } from '../../kit';
import {
  ADDITIONAL_DEPOSIT_LIST_FILTERS,
  AdditionalDepositListView,
  additionalDepositListColumns,
} from '../../reports/additional-deposit';
import { CLIENT_REPORT_TABS } from '../../reports/report-tabs';
import { routes } from '../../routes/route-table';

/** The list takes no props: its filters, sort and page are in the address. */
export type AdditionalDepositReportsScreenProps = Record<never, never>;

/**
 * The client's additional-deposit reports (/reports/additional-deposit, spec §2 "Reports section", §7): a year
 * range (snapped to January and December; last year and this one by default, additionalDepositListDefaultRange),
 * search and clear; the server's pages of year, invoice links and last-synced date, newest year first; a row
 * opens the report.
 */
export const AdditionalDepositReportsScreen = createScreen<AdditionalDepositReportsScreenProps>(
  'AdditionalDepositReportsScreen',
  () => (
    <AdditionalDepositListView
      title={useRouteTitle(routes.client.additionalDepositReports)}
      tabs={CLIENT_REPORT_TABS}
      filters={ADDITIONAL_DEPOSIT_LIST_FILTERS}
      options={{}}
      columns={additionalDepositListColumns}
      reportPath={(id) => routes.client.additionalDepositReport.to({ id })}
    />
  ),
);
