import {
  useCategories,
  useEanTypes,
  usePackageStatuses,
  usePackageTypes,
  useTestResults,
  useVolumes,
} from '@epp/api/hooks';
import { useInterfaceLanguage } from '@epp/i18n';
import type { ListFilterOptions } from '../kit/list-filters';
import { useLoadFailureAlert } from '../kit/page-alerts';
import { type PACKAGE_FILTERS, uniqueOptions, volumeOptions } from './package-rows';

/**
 * The choices of the package filters, from the reference lists (EAN types, categories, package types,
 * volumes in cl, package statuses, test results); each list is empty until it loads, and a list that fails
 * says so as a page alert with a retry (an empty select alone would not tell the user why).
 */
export function usePackageFilterOptions(): ListFilterOptions<typeof PACKAGE_FILTERS> {
  const language = useInterfaceLanguage();
  const eanTypes = useEanTypes();
  const categories = useCategories();
  const packageTypes = usePackageTypes();
  const volumes = useVolumes();
  const statuses = usePackageStatuses();
  const testResults = useTestResults();
  const optionsFailed = 'screens.client.packages.optionsLoadError';
  useLoadFailureAlert(eanTypes, optionsFailed);
  useLoadFailureAlert(categories, optionsFailed);
  useLoadFailureAlert(packageTypes, optionsFailed);
  useLoadFailureAlert(volumes, optionsFailed);
  useLoadFailureAlert(statuses, optionsFailed);
  useLoadFailureAlert(testResults, optionsFailed);
  return {
    eanType: uniqueOptions((eanTypes.data ?? []).map((type) => type.label ?? type.value)),
    category: uniqueOptions((categories.data ?? []).map((category) => category.description)),
    type: uniqueOptions((packageTypes.data ?? []).map((type) => type.value)),
    volume: volumeOptions(
      (volumes.data ?? []).map((volume) => volume.value),
      language,
    ),
    statusId: (statuses.data ?? []).map((status) => ({ id: String(status.id), label: status.label ?? status.value })),
    testResult: (testResults.data ?? []).map((result) => ({ id: String(result.value), label: result.label })),
  };
}
