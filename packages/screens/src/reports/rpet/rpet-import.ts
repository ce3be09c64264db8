// What an rPET import goes into (spec §2 "rPET reports"): the report's percentages, titled with the year. The
// modal is the kit's ImportModal; on failure it lists the server's rows ("EAN - code", or the default text).
import type { ImportInto } from '../../kit';

export interface RpetImportRequest {
  reportId: number;
  /** The year as the API formats it ("2025"). */
  period: string;
}

export const rpetImportInto = (request: RpetImportRequest): ImportInto => ({
  target: { kind: 'rpet', reportId: request.reportId },
  period: request.period,
});
