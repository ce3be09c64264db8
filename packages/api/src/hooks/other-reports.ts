// One hook per call of endpoints/other-reports.ts.
import { downloadHook, mutationHook, queryHook } from './factories';

/** GET return-reports/ — Return reports, a server-side page. */
export const useReturnReports = queryHook('returnReports');

/** GET return-reports/{id}/ — A return report with its lines. */
export const useReturnReport = queryHook('returnReport');

/** GET return-reports/export/{id}/ — A return report as Excel. */
export const useExportReturnReport = downloadHook('exportReturnReport');

/** POST return-reports/bulk-confirm/ — Confirms the selected return reports. */
export const useConfirmReturnReports = mutationHook('confirmReturnReports');

/** DELETE return-reports/delete/{id}/ — Deletes a return report. */
export const useDeleteReturnReport = mutationHook('deleteReturnReport');

/** POST return-reports/import/ — Imports return reports of a period from an .xlsx file. */
export const useImportReturnReports = mutationHook('importReturnReports');

/** POST return-reports/import/{id}/ — Updates one return report from an .xlsx file. */
export const useImportReturnReport = mutationHook('importReturnReport');

/** GET additional-deposit-reports/ — Additional-deposit reports, a server-side page. */
export const useAdditionalDepositReports = queryHook('additionalDepositReports');

/** GET additional-deposit-reports/{id}/ — An additional-deposit report with lines and totals. */
export const useAdditionalDepositReport = queryHook('additionalDepositReport');

/** DELETE additional-deposit-reports/delete/{id}/ — Deletes an additional-deposit report. */
export const useDeleteAdditionalDepositReport = mutationHook('deleteAdditionalDepositReport');

/** POST additional-deposit-reports/sync/ — Syncs all additional-deposit reports; answers statistics. */
export const useSyncAdditionalDepositReports = mutationHook('syncAdditionalDepositReports');

/** POST additional-deposit-reports/sync/{id}/ — Syncs one additional-deposit report; answers statistics. */
export const useSyncAdditionalDepositReport = mutationHook('syncAdditionalDepositReport');
