import type { PackageCondition, PackageConditionState } from '@epp/core';

/** One icon of the row: which condition, and whether it applies (on) or shows its "not" state. */
export interface ConditionItem {
  condition: PackageCondition;
  on: boolean;
}

/**
 * The icons of a row, in the filter's order. The sync state and the two test-comment states always show (the
 * spec gives a tooltip for both states of each); debt and unsubmitted reports show only when they apply.
 * `hide` leaves conditions out (the applications list hides the two test-comment ones).
 */
export function conditionItems(state: PackageConditionState, hide: readonly PackageCondition[] = []): ConditionItem[] {
  const items: ConditionItem[] = [
    { condition: 'unsynced', on: state.unsynced },
    { condition: 'unsubmittedReports', on: state.unsubmittedReports > 0 },
    { condition: 'debt', on: state.debt !== null },
    { condition: 'typeComments', on: state.typeComments },
    { condition: 'comment', on: state.comment },
  ];
  const alwaysShown: readonly PackageCondition[] = ['unsynced', 'typeComments', 'comment'];
  return items.filter((item) => !hide.includes(item.condition) && (item.on || alwaysShown.includes(item.condition)));
}
