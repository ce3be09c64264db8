import {
  additionalDepositQuerySchema,
  additionalDepositReportPageSchema,
  additionalDepositReportSchema,
  additionalDepositSyncStatisticsSchema,
} from '../schemas/additional-deposit-reports';
import { fileUploadSchema, noContentSchema } from '../schemas/common';
import { base64FileSchema } from '../schemas/files';
import { idsBodySchema } from '../schemas/packages';
import {
  returnImportBodySchema,
  returnImportStatisticsSchema,
  returnReportPageSchema,
  returnReportSchema,
  returnReportsQuerySchema,
} from '../schemas/return-reports';
import { endpoint } from './define';

/** Return and additional-deposit reports (both specs §7). */
export const otherReportEndpoints = {
  returnReports: endpoint({
    method: 'GET',
    path: 'return-reports/',
    summary: 'Return reports, a server-side page',
    query: returnReportsQuerySchema,
    response: returnReportPageSchema,
  }),
  returnReport: endpoint({
    method: 'GET',
    path: 'return-reports/{id}/',
    summary: 'A return report with its lines',
    response: returnReportSchema,
  }),
  exportReturnReport: endpoint({
    method: 'GET',
    path: 'return-reports/export/{id}/',
    summary: 'A return report as Excel',
    kind: 'download',
    response: base64FileSchema,
  }),
  confirmReturnReports: endpoint({
    method: 'POST',
    path: 'return-reports/bulk-confirm/',
    summary: 'Confirms the selected return reports',
    body: idsBodySchema,
    response: noContentSchema,
  }),
  deleteReturnReport: endpoint({
    method: 'DELETE',
    path: 'return-reports/delete/{id}/',
    summary: 'Deletes a return report',
    response: noContentSchema,
  }),
  importReturnReports: endpoint({
    method: 'POST',
    path: 'return-reports/import/',
    summary: 'Imports return reports of a period from an .xlsx file',
    body: returnImportBodySchema,
    bodyType: 'multipart',
    response: returnImportStatisticsSchema,
  }),
  importReturnReport: endpoint({
    method: 'POST',
    path: 'return-reports/import/{id}/',
    summary: 'Updates one return report from an .xlsx file',
    body: fileUploadSchema,
    bodyType: 'multipart',
    response: returnImportStatisticsSchema,
  }),
  additionalDepositReports: endpoint({
    method: 'GET',
    path: 'additional-deposit-reports/',
    summary: 'Additional-deposit reports, a server-side page',
    query: additionalDepositQuerySchema,
    response: additionalDepositReportPageSchema,
  }),
  additionalDepositReport: endpoint({
    method: 'GET',
    path: 'additional-deposit-reports/{id}/',
    summary: 'An additional-deposit report with lines and totals',
    response: additionalDepositReportSchema,
  }),
  deleteAdditionalDepositReport: endpoint({
    method: 'DELETE',
    path: 'additional-deposit-reports/delete/{id}/',
    summary: 'Deletes an additional-deposit report',
    response: noContentSchema,
  }),
  syncAdditionalDepositReports: endpoint({
    method: 'POST',
    path: 'additional-deposit-reports/sync/',
    summary: 'Syncs all additional-deposit reports; answers statistics',
    response: additionalDepositSyncStatisticsSchema,
  }),
  syncAdditionalDepositReport: endpoint({
    method: 'POST',
    path: 'additional-deposit-reports/sync/{id}/',
    summary: 'Syncs one additional-deposit report; answers statistics',
    response: additionalDepositSyncStatisticsSchema,
  }),
} as const;
