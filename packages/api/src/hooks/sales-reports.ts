// One hook per call of endpoints/sales-reports.ts.
import { downloadHook, mutationHook, queryHook } from './factories';

/** GET sales-reports/ — The client's sales reports (period filtered client-side). */
export const useSalesReports = queryHook('salesReports');

/** GET sales-reports/package-list/{id}/ — A sales report with its package lines. */
export const useSalesReportDetail = queryHook('salesReportDetail');

/** GET sales-reports/package-list-repair/{id}/ — A repair report with its package lines. */
export const useSalesRepairDetail = queryHook('salesRepairDetail');

/** GET sales-reports/export/{id}/ — A sales report (or its template) as an Excel file. */
export const useExportSalesReport = downloadHook('exportSalesReport');

/** GET sales-reports/export-repair/{id}/ — A repair report as an Excel file. */
export const useExportSalesRepair = downloadHook('exportSalesRepair');

/** POST sales-reports/repair/ — Creates a repair report; answers its id. */
export const useCreateSalesRepair = mutationHook('createSalesRepair');

/** PUT sales-reports/import/{id}/ — Imports the quantities of a report from an .xlsx file. */
export const useImportSalesReport = mutationHook('importSalesReport');

/** PUT sales-reports/import-repair/{id}/ — Imports the quantities of a repair from an .xlsx file. */
export const useImportSalesRepair = mutationHook('importSalesRepair');

/** POST sales-line/{reportId}/ — Changes the quantity of a package; answers the line. */
export const useChangeSalesLine = mutationHook('changeSalesLine');

/** POST sales-line/repair-report/{reportId}/ — Changes the quantity of a package in a repair; answers the line. */
export const useChangeRepairLine = mutationHook('changeRepairLine');

/** PUT sales-reports/submit/ — Submits a report or repair. */
export const useSubmitSalesReport = mutationHook('submitSalesReport');

/** DELETE sales-reports/delete-repair-report/{id}/ — Deletes a repair report. */
export const useDeleteSalesRepair = mutationHook('deleteSalesRepair');

/** GET sales-reports/summary/ — Summary report: quantities per period. */
export const useSalesSummary = queryHook('salesSummary');

/** GET sales-reports/summary-export/ — Summary report as Excel (saved with a date-stamped name). */
export const useExportSalesSummary = downloadHook('exportSalesSummary');

/** GET sales-reports/mass/ — Mass report: weights per package. */
export const useMassReport = queryHook('massReport');

/** GET sales-reports/mass-export/ — Mass report as Excel. */
export const useExportMassReport = downloadHook('exportMassReport');

/** GET administrator/sales-reports/{from_date}/{to_date}/ — All sales reports of a month range (YYYY-MM-DD). */
export const useAdminSalesReports = queryHook('adminSalesReports');

/** GET administrator/not-submitted-sales-reports/{from_date}/{to_date}/ — Unsubmitted or rejected reports and repairs. */
export const useAdminUnsubmittedSalesReports = queryHook('adminUnsubmittedSalesReports');

/** GET administrator/not-confirmed-sales-reports/{from_date}/{to_date}/ — Reports whose repair is unconfirmed. */
export const useAdminUnconfirmedSalesReports = queryHook('adminUnconfirmedSalesReports');

/** GET administrator/package-list/{sales_report_id}/ — A sales report with its lines (operator). */
export const useAdminSalesReportDetail = queryHook('adminSalesReportDetail');

/** GET administrator/package-list-repair/{sales_report_id}/ — A repair report with its lines (operator). */
export const useAdminSalesRepairDetail = queryHook('adminSalesRepairDetail');

/** PUT administrator/repair-report-approval/ — Confirms a repair, or cancels it with a reason. */
export const useApproveRepairReport = mutationHook('approveRepairReport');

/** DELETE administrator/delete-sales-report/{id}/ — Deletes an unsubmitted original report. */
export const useDeleteSalesReport = mutationHook('deleteSalesReport');
