import * as z from 'zod/mini';
import { noContentSchema } from '../schemas/common';
import { dashboardStatisticsSchema, latestPackagesSchema, latestReportsSchema } from '../schemas/dashboard';
import {
  applicationAnswerSchema,
  applicationBodySchema,
  clientPackageSchema,
  newPackageBodySchema,
  pendingApplicationRowSchema,
} from '../schemas/packages';
import {
  categorySchema,
  colorSchema,
  eanTypeSchema,
  packageStatusSchema,
  packageTypeSchema,
  processFeeSchema,
  testResultOptionSchema,
  volumeSchema,
} from '../schemas/reference';
import { endpoint } from './define';

/** Dashboard, the client's packages and the reference lists (client §7 "Dashboard and packages"). */
export const packageEndpoints = {
  latestPackages: endpoint({
    method: 'GET',
    path: 'dashboard/latest-packages/',
    summary: 'Dashboard card: latest packages',
    response: latestPackagesSchema,
  }),
  latestReports: endpoint({
    method: 'GET',
    path: 'dashboard/latest-reports/',
    summary: 'Dashboard card: latest sales reports',
    response: latestReportsSchema,
  }),
  dashboardStatistics: endpoint({
    method: 'GET',
    path: 'dashboard/statistics/',
    summary: 'Dashboard statistics',
    response: dashboardStatisticsSchema,
  }),
  packages: endpoint({
    method: 'GET',
    path: 'package/list/',
    summary: "The client's packages (filtered client-side)",
    response: z.array(clientPackageSchema),
  }),
  eanTypes: endpoint({
    method: 'GET',
    path: 'package/ean-types/',
    summary: 'EAN types',
    response: z.array(eanTypeSchema),
  }),
  categories: endpoint({
    method: 'GET',
    path: 'package/categories/',
    summary: 'Package categories',
    response: z.array(categorySchema),
  }),
  packageTypes: endpoint({
    method: 'GET',
    path: 'package/types/',
    summary: 'Package types (with cost)',
    response: z.array(packageTypeSchema),
  }),
  colors: endpoint({ method: 'GET', path: 'package/colors/', summary: 'Colours', response: z.array(colorSchema) }),
  volumes: endpoint({
    method: 'GET',
    path: 'package/volumes/',
    summary: 'Volumes (cl)',
    response: z.array(volumeSchema),
  }),
  volumesByType: endpoint({
    method: 'GET',
    path: 'package/volumes/{id}/',
    summary: 'Volumes allowed for a package type',
    response: z.array(volumeSchema),
    note: 'The spec says the volume-by-type path is not shown but also lists package/volumes/{id}/; we read that as it.',
  }),
  packageStatuses: endpoint({
    method: 'GET',
    path: 'package/statuses/',
    summary: 'Package statuses',
    response: z.array(packageStatusSchema),
  }),
  processFees: endpoint({
    method: 'GET',
    path: 'package/process-fees/',
    summary: 'Process fees (settings)',
    response: z.array(processFeeSchema),
  }),
  testResults: endpoint({
    method: 'GET',
    path: 'partner/test-status/',
    summary: 'Test result options',
    response: z.array(testResultOptionSchema),
  }),
  deletePackage: endpoint({
    method: 'DELETE',
    path: 'package/{id}/',
    summary: 'Deletes a package (also the operator’s call for a package the client has not submitted)',
    response: noContentSchema,
  }),
  addPackage: endpoint({
    method: 'POST',
    path: 'package/',
    summary: 'Adds a package to the pending application',
    body: newPackageBodySchema,
    response: noContentSchema,
  }),
  pendingApplication: endpoint({
    method: 'GET',
    path: 'application-in-progress/',
    summary: 'Packages waiting in the pending application',
    response: z.array(pendingApplicationRowSchema),
    note: 'The spec says the pending-list path is not shown but lists application-in-progress/; we read that as it.',
  }),
  submitApplication: endpoint({
    method: 'POST',
    path: 'application/',
    summary: 'Submits the application (creates an invoice; may partly fail)',
    body: applicationBodySchema,
    response: applicationAnswerSchema,
  }),
} as const;
