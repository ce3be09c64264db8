// The conditions filter of the operator's registry lists (spec operator §2 "Condition options", §5 "Filters on
// admin lists"): one multi-select of the five conditions, in the spec's order; the applications list leaves out
// the last two (its packages have no test yet: APPLICATIONS_HIDDEN_CONDITIONS of @epp/core).
import { PACKAGE_CONDITIONS, type PackageCondition } from '@epp/core';
import { type TranslationKey, translationKey, useEppTranslation } from '@epp/i18n';
import type { SelectOption } from '@epp/ui';
import { useMemo } from 'react';
import type { ListFilterDefinition } from '../kit/list-filters';

/** The filter's definition: its key is the column it filters ('conditions') and its parameter in the address. */
export const CONDITIONS_FILTER = {
  kind: 'multiSelect',
  label: translationKey('screens.operator.registry.columns.conditions'),
} as const satisfies ListFilterDefinition;

/** The options' texts: Sünkroniseerimata, Esitamata aruanded, Võlgnevus, Testis tüüpkommentaare, … */
export const CONDITION_OPTION_KEYS: Readonly<Record<PackageCondition, TranslationKey>> = {
  unsynced: translationKey('screens.operator.registry.conditions.unsynced'),
  unsubmittedReports: translationKey('screens.operator.registry.conditions.unsubmittedReports'),
  debt: translationKey('screens.operator.registry.conditions.debt'),
  typeComments: translationKey('screens.operator.registry.conditions.typeComments'),
  comment: translationKey('screens.operator.registry.conditions.comment'),
};

const NONE: readonly PackageCondition[] = [];

/** The filter's options in the spec's order, without the `hidden` ones (a module constant: it is a memo's input). */
export function useConditionOptions(hidden: readonly PackageCondition[] = NONE): SelectOption[] {
  const { t } = useEppTranslation();
  return useMemo(
    () =>
      PACKAGE_CONDITIONS.filter((condition) => !hidden.includes(condition)).map((condition) => ({
        id: condition,
        label: t(CONDITION_OPTION_KEYS[condition]),
      })),
    [t, hidden],
  );
}
