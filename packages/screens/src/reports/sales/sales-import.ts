// What a sales list row imports into (spec §2 "Import modal"): the report or its repair, titled with the period
// ("Parandus" for a repair). The modal is the kit's ImportModal.
import { formatDisplayPeriod } from '@epp/core';
import type { ImportInto } from '../../kit';

export interface ImportRequest {
  /** The original's id (the repair import takes it too). */
  originalId: number;
  period: string;
  isRepair: boolean;
}

export const salesImportInto = (request: ImportRequest): ImportInto => ({
  target: { kind: 'sales', reportId: request.originalId, isRepair: request.isRepair },
  period: formatDisplayPeriod(request.period),
});
