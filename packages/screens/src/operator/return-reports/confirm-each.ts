// The bulk confirmation, one request per report (POST return-reports/bulk-confirm/ with one id each): the
// server's 400 lists codes, not reports, and confirms all of a request or none, so a report asked on its own
// is the only way to know which one was refused and why, and to confirm the others still (operator §8).
import { type FailureLine, failureLines } from '@epp/widgets/confirm-with-problems';

export interface ConfirmEachResult<R> {
  confirmed: R[];
  refused: { report: R; reasons: FailureLine[] }[];
}

export async function confirmEach<R extends { id: number }>(
  reports: readonly R[],
  confirmOne: (id: number) => Promise<unknown>,
): Promise<ConfirmEachResult<R>> {
  const settled = await Promise.allSettled(reports.map((report) => confirmOne(report.id)));
  const result: ConfirmEachResult<R> = { confirmed: [], refused: [] };
  settled.forEach((outcome, index) => {
    const report = reports[index];
    if (report === undefined) return;
    if (outcome.status === 'fulfilled') result.confirmed.push(report);
    else result.refused.push({ report, reasons: failureLines(outcome.reason) });
  });
  return result;
}
