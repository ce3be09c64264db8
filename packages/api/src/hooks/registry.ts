// One hook per call of endpoints/registry.ts.
import { mutationHook, queryHook } from './factories';

/** GET administrator/applications/ — Package applications (filtered client-side). */
export const useApplications = queryHook('applications');

/** POST administrator/generate-invoice-in-nav/ — Generates the application invoice in NAV. */
export const useGenerateApplicationInvoice = mutationHook('generateApplicationInvoice');

/** PUT administrator/send-to-testing/ — Sends packages to testing; answers the failures. */
export const useSendToTesting = mutationHook('sendToTesting');

/** GET administrator/packages-in-test/ — Packages in testing (filtered client-side). */
export const useAdminPackagesInTest = queryHook('adminPackagesInTest');

/** GET administrator/packages-in-retest/ — Packages in retesting (filtered client-side). */
export const useAdminPackagesInRetest = queryHook('adminPackagesInRetest');

/** GET administrator/packages/{page}/{sizePerPage}/ — All packages, a server-side page. */
export const useRegistryPackages = queryHook('registryPackages');

/** POST administrator/activate/ — Registers packages with a sales start date and location. */
export const useActivatePackages = mutationHook('activatePackages');

/** POST administrator/confirm-tests/ — Confirms test results with a sales start date. */
export const useConfirmTests = mutationHook('confirmTests');

/** GET administrator/package/{id}/ — A package record with its tests. */
export const usePackageDetails = queryHook('packageDetails');

/** PUT administrator/package/{id}/ — Saves a package; approves it with activate_in_nav and a start date. */
export const useUpdatePackage = mutationHook('updatePackage');

/** DELETE administrator/package/{id}/ — Deletes a package the client has submitted (unsubmitted ones: package/{id}/). */
export const useDeleteRegisteredPackage = mutationHook('deleteRegisteredPackage');

/** GET partner/packages-in-test/ — The partner's packages in testing, retesting or all. */
export const usePartnerPackagesInTest = queryHook('partnerPackagesInTest');

/** GET partner/packages-unconfirmed/ — Packages with unconfirmed tests. */
export const usePartnerPackagesUnconfirmed = queryHook('partnerPackagesUnconfirmed');

/** GET partner/packages-confirmed/ — Packages with confirmed tests. */
export const usePartnerPackagesConfirmed = queryHook('partnerPackagesConfirmed');

/** GET partner/packages-all/ — Every tested package (test results). */
export const usePartnerPackagesAll = queryHook('partnerPackagesAll');

/** GET partner/packages-in-test/{package_id}/ — The tests of a package. */
export const usePackageTests = queryHook('packageTests');

/** POST partner/confirm-testing-completed/ — Finishes testing or retesting (notifies the operator). */
export const useConfirmTestingCompleted = mutationHook('confirmTestingCompleted');

/** PUT partner/test/{test_id} — Submits or updates a test result. */
export const useUpdatePackageTest = mutationHook('updatePackageTest');

/** GET partner/standard-comment/ — Standard test comments. */
export const useStandardComments = queryHook('standardComments');

/** GET partner/location/ — Barcode locations (1 horizontal, 2 vertical). */
export const useTestLocations = queryHook('testLocations');
