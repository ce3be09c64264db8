import * as z from 'zod/mini';
import { messageSchema, noContentSchema, pageOf } from '../schemas/common';
import {
  packageTestAnswerSchema,
  packageTestBodySchema,
  packageTestSchema,
  partnerTestListQuerySchema,
  testingCompletedBodySchema,
} from '../schemas/package-tests';
import {
  activateAnswerSchema,
  activateBodySchema,
  confirmTestsAnswerSchema,
  confirmTestsBodySchema,
  idsBodySchema,
  packageInTestSchema,
  packageRecordSchema,
  packageUpdateBodySchema,
  registryPackageRowSchema,
  registryPackagesQuerySchema,
  sendToTestingAnswerSchema,
  sendToTestingBodySchema,
} from '../schemas/packages';
import { locationOptionSchema, standardCommentSchema } from '../schemas/reference';
import { endpoint } from './define';

/** The operator's package registry and the partner's testing (operator §7 "Packages and registry"). */
export const registryEndpoints = {
  applications: endpoint({
    method: 'GET',
    path: 'administrator/applications/',
    summary: 'Package applications (filtered client-side)',
    response: z.array(packageRecordSchema),
  }),
  generateApplicationInvoice: endpoint({
    method: 'POST',
    path: 'administrator/generate-invoice-in-nav/',
    summary: 'Generates the application invoice in NAV',
    body: idsBodySchema,
    response: messageSchema,
  }),
  sendToTesting: endpoint({
    method: 'PUT',
    path: 'administrator/send-to-testing/',
    summary: 'Sends packages to testing; answers the failures',
    body: sendToTestingBodySchema,
    response: sendToTestingAnswerSchema,
  }),
  adminPackagesInTest: endpoint({
    method: 'GET',
    path: 'administrator/packages-in-test/',
    summary: 'Packages in testing (filtered client-side)',
    response: z.array(packageRecordSchema),
  }),
  adminPackagesInRetest: endpoint({
    method: 'GET',
    path: 'administrator/packages-in-retest/',
    summary: 'Packages in retesting (filtered client-side)',
    response: z.array(packageRecordSchema),
  }),
  registryPackages: endpoint({
    method: 'GET',
    path: 'administrator/packages/{page}/{sizePerPage}/',
    summary: 'All packages, a server-side page',
    query: registryPackagesQuerySchema,
    response: pageOf(registryPackageRowSchema),
  }),
  activatePackages: endpoint({
    method: 'POST',
    path: 'administrator/activate/',
    summary: 'Registers packages with a sales start date and location',
    body: activateBodySchema,
    response: activateAnswerSchema,
  }),
  confirmTests: endpoint({
    method: 'POST',
    path: 'administrator/confirm-tests/',
    summary: 'Confirms test results with a sales start date',
    body: confirmTestsBodySchema,
    response: confirmTestsAnswerSchema,
  }),
  packageDetails: endpoint({
    method: 'GET',
    path: 'administrator/package/{id}/',
    summary: 'A package record with its tests',
    response: z.extend(packageRecordSchema, { tests: z.optional(z.array(packageTestSchema)) }),
    assumed: true,
    note: 'Package details path not shown in the spec.',
  }),
  updatePackage: endpoint({
    method: 'PUT',
    path: 'administrator/package/{id}/',
    summary: 'Saves a package; approves it with activate_in_nav and a start date',
    body: packageUpdateBodySchema,
    response: noContentSchema,
    assumed: true,
    note: 'Package update path not shown in the spec.',
  }),
  deleteRegisteredPackage: endpoint({
    method: 'DELETE',
    path: 'administrator/package/{id}/',
    summary: 'Deletes a package the client has submitted (unsubmitted ones: package/{id}/)',
    response: noContentSchema,
    assumed: true,
    note: 'The spec names two delete calls without paths; the unsubmitted one reuses package/{id}/.',
  }),
  partnerPackagesInTest: endpoint({
    method: 'GET',
    path: 'partner/packages-in-test/',
    summary: "The partner's packages in testing, retesting or all",
    query: partnerTestListQuerySchema,
    response: z.array(packageInTestSchema),
  }),
  partnerPackagesUnconfirmed: endpoint({
    method: 'GET',
    path: 'partner/packages-unconfirmed/',
    summary: 'Packages with unconfirmed tests',
    response: z.array(packageInTestSchema),
  }),
  partnerPackagesConfirmed: endpoint({
    method: 'GET',
    path: 'partner/packages-confirmed/',
    summary: 'Packages with confirmed tests',
    response: z.array(packageInTestSchema),
  }),
  partnerPackagesAll: endpoint({
    method: 'GET',
    path: 'partner/packages-all/',
    summary: 'Every tested package (test results)',
    response: z.array(packageInTestSchema),
  }),
  packageTests: endpoint({
    method: 'GET',
    path: 'partner/packages-in-test/{package_id}/',
    summary: 'The tests of a package',
    response: z.array(packageTestSchema),
  }),
  confirmTestingCompleted: endpoint({
    method: 'POST',
    path: 'partner/confirm-testing-completed/',
    summary: 'Finishes testing or retesting (notifies the operator)',
    body: testingCompletedBodySchema,
    response: messageSchema,
  }),
  updatePackageTest: endpoint({
    method: 'PUT',
    path: 'partner/test/{test_id}',
    summary: 'Submits or updates a test result',
    body: packageTestBodySchema,
    response: packageTestAnswerSchema,
  }),
  standardComments: endpoint({
    method: 'GET',
    path: 'partner/standard-comment/',
    summary: 'Standard test comments',
    response: z.array(standardCommentSchema),
  }),
  testLocations: endpoint({
    method: 'GET',
    path: 'partner/location/',
    summary: 'Barcode locations (1 horizontal, 2 vertical)',
    response: z.array(locationOptionSchema),
  }),
} as const;
