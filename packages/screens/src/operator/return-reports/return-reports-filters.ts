// The operator's return list filters: the client and the confirmed choice (operator §2, admin only: all, true,
// false) before the shared period month range; what they ask the server is the shared returnListQuery.
import { ALL_ROWS, PAGE_SIZE_OPTIONS, type Period } from '@epp/core';
import { translationKey } from '@epp/i18n';
import type { FilterValues } from '@epp/ui';
import { defineListFilters } from '../../kit';
import { RETURN_LIST_FILTERS, returnListDefaults } from '../../reports/returns';

const K = 'screens.operator.returnReports';

export const OPERATOR_RETURN_FILTERS = defineListFilters({
  client: { kind: 'select', label: `${K}.filters.client` },
  confirmed: { kind: 'select', label: `${K}.filters.confirmed` },
  ...RETURN_LIST_FILTERS,
});

/** The confirmed filter's choices, as the server names them. */
export const CONFIRMED_CHOICES = [
  { id: 'all', label: translationKey(`${K}.confirmedChoices.all`) },
  { id: 'true', label: translationKey(`${K}.confirmedChoices.true`) },
  { id: 'false', label: translationKey(`${K}.confirmedChoices.false`) },
] as const;

/** The report lists' sizes and "Kõik" (§2: size 0 means all). */
export const OPERATOR_RETURN_PAGE_SIZES: readonly number[] = [...PAGE_SIZE_OPTIONS.reports, ALL_ROWS];

/** The last 6 months (§9), every client, confirmed or not. */
export function operatorReturnDefaults(currentPeriod: Period): FilterValues {
  return { ...returnListDefaults(currentPeriod), confirmed: 'all' };
}
