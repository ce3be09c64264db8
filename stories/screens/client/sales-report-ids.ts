// The ids of the fixture world's sales reports, found by period (ids are generated; periods are fixed).
import { type FixtureStore, heroClients, type Scenario, scenarios, storeFor } from '@epp/fixtures';

/** The id of Põhjala Joogitehas OÜ's original report of a period (YYYY-MM). */
export function salesReportId(period: string, scenario: Scenario = scenarios.clientActiveContract): number {
  const store: FixtureStore = storeFor(scenario);
  const report = store.db.salesReports.find(
    (row) => row.client_id === heroClients.pohjala.id && !row.is_repair && row.period === period,
  );
  if (!report) throw new Error(`No sales report of ${period}`);
  return report.id;
}
