import { routes } from '../../routes/route-table';

/** Where a client's report opens: the report, or its repair (the repair routes take the original's id). */
export function salesReportPathOf(originalId: number, isRepair: boolean): string {
  return (isRepair ? routes.client.salesReportRepair : routes.client.salesReport).to({ id: originalId });
}
