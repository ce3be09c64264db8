import { fileUploadSchema, noContentSchema } from '../schemas/common';
import { base64FileSchema } from '../schemas/files';
import {
  rpetGenerateBodySchema,
  rpetGenerateSingleBodySchema,
  rpetGenerateStatisticsSchema,
  rpetLineBodySchema,
  rpetQuerySchema,
  rpetReportPageSchema,
  rpetReportSchema,
} from '../schemas/rpet-reports';
import { endpoint } from './define';

/** rPET (recycled plastics) reports, base path rpet-reports (both specs §7). */
export const rpetEndpoints = {
  rpetReports: endpoint({
    method: 'GET',
    path: 'rpet-reports/',
    summary: 'rPET reports, a server-side page',
    query: rpetQuerySchema,
    response: rpetReportPageSchema,
  }),
  rpetReport: endpoint({
    method: 'GET',
    path: 'rpet-reports/{id}/',
    summary: 'An rPET report with lines and totals',
    response: rpetReportSchema,
  }),
  submitRpetReport: endpoint({
    method: 'POST',
    path: 'rpet-reports/{id}/submit/',
    summary: 'Submits an rPET report',
    response: noContentSchema,
  }),
  unsubmitRpetReport: endpoint({
    method: 'POST',
    path: 'rpet-reports/{id}/unsubmit/',
    summary: 'Returns a submitted rPET report to unsubmitted (operator)',
    response: noContentSchema,
  }),
  deleteRpetReport: endpoint({
    method: 'DELETE',
    path: 'rpet-reports/{id}/delete/',
    summary: 'Deletes an rPET report (operator)',
    response: noContentSchema,
  }),
  changeRpetLine: endpoint({
    method: 'PUT',
    path: 'rpet-reports/{id}/lines/{lineId}/',
    summary: 'Changes the recycled percentage of a line; answers the report',
    body: rpetLineBodySchema,
    response: rpetReportSchema,
  }),
  exportRpetReport: endpoint({
    method: 'GET',
    path: 'rpet-reports/{id}/export/',
    summary: 'An rPET report (or import template) as Excel',
    kind: 'download',
    response: base64FileSchema,
  }),
  exportRpetYear: endpoint({
    method: 'GET',
    path: 'rpet-reports/export/{year}/',
    summary: 'Every rPET report of a year as Excel (operator)',
    kind: 'download',
    response: base64FileSchema,
  }),
  importRpetReport: endpoint({
    method: 'PUT',
    path: 'rpet-reports/{id}/import/',
    summary: 'Imports recycled percentages from an .xlsx file',
    body: fileUploadSchema,
    bodyType: 'multipart',
    response: noContentSchema,
  }),
  generateRpetReports: endpoint({
    method: 'POST',
    path: 'rpet-reports/generate/',
    summary: 'Creates the rPET reports of a year for every company; answers statistics',
    body: rpetGenerateBodySchema,
    response: rpetGenerateStatisticsSchema,
  }),
  generateRpetReport: endpoint({
    method: 'POST',
    path: 'rpet-reports/generate/single/',
    summary: 'Creates the rPET report of one company; answers the report',
    body: rpetGenerateSingleBodySchema,
    response: rpetReportSchema,
  }),
} as const;
