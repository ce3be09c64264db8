import {
  useCategories,
  useEanTypes,
  usePackageStatuses,
  usePackageTypes,
  useTestResults,
  useVolumes,
} from '@epp/api/hooks';
import type { ListFilterOptions } from '../kit/list-filters';
import { type PACKAGE_FILTERS, uniqueOptions } from './package-rows';

/**
 * The choices of the package filters, from the reference lists (EAN types, categories, package types,
 * volumes in cl, package statuses, test results); each list is empty until it loads.
 */
export function usePackageFilterOptions(): ListFilterOptions<typeof PACKAGE_FILTERS> {
  const eanTypes = useEanTypes();
  const categories = useCategories();
  const packageTypes = usePackageTypes();
  const volumes = useVolumes();
  const statuses = usePackageStatuses();
  const testResults = useTestResults();
  return {
    eanType: uniqueOptions((eanTypes.data ?? []).map((type) => type.label ?? type.value)),
    category: uniqueOptions((categories.data ?? []).map((category) => category.description)),
    type: uniqueOptions((packageTypes.data ?? []).map((type) => type.value)),
    volume: uniqueOptions((volumes.data ?? []).map((volume) => String(volume.value))),
    statusId: (statuses.data ?? []).map((status) => ({ id: String(status.id), label: status.label ?? status.value })),
    testResult: (testResults.data ?? []).map((result) => ({ id: String(result.value), label: result.label })),
  };
}
