import { useCategories, usePackageTypes } from '@epp/api/hooks';
import { type ListFilterOptions, useLoadFailureAlert } from '../../kit';
import type { SUMMARY_CHOICE_FILTERS } from './summary-filters';

/**
 * The choices of the category and type filters, from the classifier lists (`package/categories/`,
 * `package/types/`); the server filters by their ids. A list that fails says so as a page alert with a retry
 * (an empty select alone would not tell the user why).
 */
export function useSummaryFilterOptions(): ListFilterOptions<typeof SUMMARY_CHOICE_FILTERS> {
  const categories = useCategories();
  const packageTypes = usePackageTypes();
  useLoadFailureAlert(categories, 'screens.client.summaryReport.optionsLoadError');
  useLoadFailureAlert(packageTypes, 'screens.client.summaryReport.optionsLoadError');
  return {
    category: (categories.data ?? []).map((category) => ({ id: String(category.id), label: category.description })),
    type: (packageTypes.data ?? []).map((type) => ({ id: String(type.id), label: type.value })),
  };
}
