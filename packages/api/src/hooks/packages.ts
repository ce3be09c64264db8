// One hook per call of endpoints/packages.ts.
import { mutationHook, queryHook } from './factories';

/** GET dashboard/latest-packages/ — Dashboard card: latest packages. */
export const useLatestPackages = queryHook('latestPackages');

/** GET dashboard/latest-reports/ — Dashboard card: latest sales reports. */
export const useLatestReports = queryHook('latestReports');

/** GET dashboard/statistics/ — Dashboard statistics. */
export const useDashboardStatistics = queryHook('dashboardStatistics');

/** GET package/list/ — The client's packages (filtered client-side). */
export const usePackages = queryHook('packages');

/** GET package/ean-types/ — EAN types. */
export const useEanTypes = queryHook('eanTypes');

/** GET package/categories/ — Package categories. */
export const useCategories = queryHook('categories');

/** GET package/types/ — Package types (with cost). */
export const usePackageTypes = queryHook('packageTypes');

/** GET package/colors/ — Colours. */
export const useColors = queryHook('colors');

/** GET package/volumes/ — Volumes (cl). */
export const useVolumes = queryHook('volumes');

/** GET package/volumes/{id}/ — Volumes allowed for a package type. */
export const useVolumesByType = queryHook('volumesByType');

/** GET package/statuses/ — Package statuses. */
export const usePackageStatuses = queryHook('packageStatuses');

/** GET package/process-fees/ — Process fees (settings). */
export const useProcessFees = queryHook('processFees');

/** GET partner/test-status/ — Test result options. */
export const useTestResults = queryHook('testResults');

/** DELETE package/{id}/ — Deletes a package (also the operator’s call for a package the client has not submitted). */
export const useDeletePackage = mutationHook('deletePackage');

/** POST package/ — Adds a package to the pending application. */
export const useAddPackage = mutationHook('addPackage');

/** GET application-in-progress/ — Packages waiting in the pending application. */
export const usePendingApplication = queryHook('pendingApplication');

/** POST application/ — Submits the application (creates an invoice; may partly fail). */
export const useSubmitApplication = mutationHook('submitApplication');
