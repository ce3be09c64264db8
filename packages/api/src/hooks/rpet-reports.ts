// One hook per call of endpoints/rpet-reports.ts.
import { downloadHook, mutationHook, queryHook } from './factories';

/** GET rpet-reports/ — rPET reports, a server-side page. */
export const useRpetReports = queryHook('rpetReports');

/** GET rpet-reports/{id}/ — An rPET report with lines and totals. */
export const useRpetReport = queryHook('rpetReport');

/** POST rpet-reports/{id}/submit/ — Submits an rPET report. */
export const useSubmitRpetReport = mutationHook('submitRpetReport');

/** POST rpet-reports/{id}/unsubmit/ — Returns a submitted rPET report to unsubmitted (operator). */
export const useUnsubmitRpetReport = mutationHook('unsubmitRpetReport');

/** DELETE rpet-reports/{id}/delete/ — Deletes an rPET report (operator). */
export const useDeleteRpetReport = mutationHook('deleteRpetReport');

/** PUT rpet-reports/{id}/lines/{lineId}/ — Changes the recycled percentage of a line; answers the report. */
export const useChangeRpetLine = mutationHook('changeRpetLine');

/** GET rpet-reports/{id}/export/ — An rPET report (or import template) as Excel. */
export const useExportRpetReport = downloadHook('exportRpetReport');

/** GET rpet-reports/export/{year}/ — Every rPET report of a year as Excel (operator). */
export const useExportRpetYear = downloadHook('exportRpetYear');

/** PUT rpet-reports/{id}/import/ — Imports recycled percentages from an .xlsx file. */
export const useImportRpetReport = mutationHook('importRpetReport');

/** POST rpet-reports/generate/ — Creates the rPET reports of a year for every company; answers statistics. */
export const useGenerateRpetReports = mutationHook('generateRpetReports');

/** POST rpet-reports/generate/single/ — Creates the rPET report of one company; answers the report. */
export const useGenerateRpetReport = mutationHook('generateRpetReport');
