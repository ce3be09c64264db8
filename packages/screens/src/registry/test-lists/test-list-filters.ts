// The filters of the testing and retesting lists (operator spec §2): EAN, name, category, status (the list's
// group only), client, package type, conditions (the five) and test result; matched client-side (§5).
import { usePackageStatuses } from '@epp/api/hooks';
import { useEppTranslation } from '@epp/i18n';
import type { SelectOption } from '@epp/ui';
import { statusLabelKey } from '@epp/widgets/status-badge';
import { useMemo } from 'react';
import { defineListFilters, type ListFilterOptions } from '../../kit/list-filters';
import { useLoadFailureAlert } from '../../kit/page-alerts';
import { uniqueOptions } from '../../packages/package-rows';
import { CONDITIONS_FILTER, useConditionOptions } from '../condition-filter';
import { REGISTRY_COLUMN_KEYS } from './test-list-columns';
import type { TestListRow } from './test-list-rows';

/** Each key is the column it filters and its parameter in the address. */
export const TEST_LIST_FILTERS = defineListFilters({
  ean: { kind: 'text', label: REGISTRY_COLUMN_KEYS.ean },
  name: { kind: 'text', label: REGISTRY_COLUMN_KEYS.name },
  category: { kind: 'select', label: REGISTRY_COLUMN_KEYS.category },
  statusId: { kind: 'select', label: REGISTRY_COLUMN_KEYS.status },
  client: { kind: 'select', label: REGISTRY_COLUMN_KEYS.client },
  type: { kind: 'select', label: REGISTRY_COLUMN_KEYS.type },
  conditions: CONDITIONS_FILTER,
  testResult: { kind: 'select', label: REGISTRY_COLUMN_KEYS.testResult },
});

const TEST_RESULTS = [
  ['1', 'OK'],
  ['2', 'NOK'],
  ['3', 'NA'],
] as const;

/** Options in a stable order: by label. */
const sorted = (options: SelectOption[]) =>
  options.sort((a, b) => String(a.label).localeCompare(String(b.label), 'et'));

/**
 * The filters' choices: the list's statuses (named by the status reference list, else by the rows), the clients, categories and types
 * of the loaded rows, the five conditions and the three test results.
 */
export function useTestListFilterOptions(
  rows: readonly TestListRow[],
  statusIds: readonly number[],
): ListFilterOptions<typeof TEST_LIST_FILTERS> {
  const { t } = useEppTranslation();
  // The reference list names the statuses no loaded row has yet; the rows' own labels until it loads.
  const statuses = usePackageStatuses();
  // A failed load says so (with a retry): the status choices would otherwise lack names without a reason.
  useLoadFailureAlert(statuses, 'screens.operator.registry.testLists.optionsLoadError');
  const data = useMemo(() => {
    const statusLabels = new Map(rows.map((row) => [row.statusId, row.statusLabel]));
    for (const status of statuses.data ?? []) statusLabels.set(String(status.id), status.label ?? String(status.value));
    return {
      category: sorted(uniqueOptions(rows.map((row) => row.category))),
      client: sorted(uniqueOptions(rows.map((row) => row.client))),
      type: sorted(uniqueOptions(rows.map((row) => row.type))),
      statusId: statusIds.map((id) => ({ id: String(id), label: statusLabels.get(String(id)) ?? String(id) })),
    };
  }, [rows, statusIds, statuses.data]);
  return {
    ...data,
    conditions: useConditionOptions(),
    testResult: TEST_RESULTS.map(([id, value]) => ({
      id,
      label: t(statusLabelKey('testResult', value) ?? REGISTRY_COLUMN_KEYS.testResult),
    })),
  };
}
