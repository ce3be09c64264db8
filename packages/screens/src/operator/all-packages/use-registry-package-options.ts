import {
  useAllClients,
  useCategories,
  useEanTypes,
  usePackageStatuses,
  usePackageTypes,
  useTestResults,
  useVolumes,
} from '@epp/api/hooks';
import { useInterfaceLanguage } from '@epp/i18n';
import type { SelectOption } from '@epp/ui';
import type { ListFilterOptions } from '../../kit';
import { useLoadFailureAlert } from '../../kit';
import { volumeLabel } from '../../packages';
import type { REGISTRY_PACKAGE_FILTERS } from './registry-packages-query';

const OPTIONS_FAILED = 'screens.operator.registryPackages.optionsLoadError';

const byLabel = (options: SelectOption[]) =>
  options.sort((a, b) => String(a.label).localeCompare(String(b.label), 'et'));

/**
 * The choices of the all-packages filters: the server filters by ids, so each option's id is the reference
 * entry's id (the test result's value). A list that fails says so as a page alert with a retry.
 */
export function useRegistryPackageOptions(): ListFilterOptions<typeof REGISTRY_PACKAGE_FILTERS> {
  const clients = useAllClients();
  const eanTypes = useEanTypes();
  const categories = useCategories();
  const packageTypes = usePackageTypes();
  const volumes = useVolumes();
  const statuses = usePackageStatuses();
  const testResults = useTestResults();
  const language = useInterfaceLanguage();
  useLoadFailureAlert(clients, OPTIONS_FAILED);
  useLoadFailureAlert(eanTypes, OPTIONS_FAILED);
  useLoadFailureAlert(categories, OPTIONS_FAILED);
  useLoadFailureAlert(packageTypes, OPTIONS_FAILED);
  useLoadFailureAlert(volumes, OPTIONS_FAILED);
  useLoadFailureAlert(statuses, OPTIONS_FAILED);
  useLoadFailureAlert(testResults, OPTIONS_FAILED);
  return {
    client: byLabel((clients.data ?? []).map((client) => ({ id: String(client.id), label: client.name }))),
    eanType: (eanTypes.data ?? []).map((type) => ({ id: String(type.id), label: type.label ?? type.value })),
    category: (categories.data ?? []).map((category) => ({ id: String(category.id), label: category.description })),
    type: (packageTypes.data ?? []).map((type) => ({ id: String(type.id), label: type.value })),
    volume: (volumes.data ?? []).map((volume) => ({
      id: String(volume.id),
      label: volumeLabel(volume.value, language),
    })),
    status: (statuses.data ?? []).map((status) => ({ id: String(status.id), label: status.label ?? status.value })),
    testResult: (testResults.data ?? []).map((result) => ({ id: String(result.value), label: result.label })),
  };
}
