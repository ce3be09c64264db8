// The debts list's filters (spec operator §2 "Debts", §"Debt period"): the months asked of the server, and the
// company and days overdue, which the list applies to the answer itself (the call takes only the dates).
import { monthRangeOrDefault, periodOfDate } from '@epp/core';
import { defineListFilters, monthRangeFilter, rangeParams } from '../../kit';

const K = 'screens.operator.debts';

/** The months the address asks for, or the last 12 (`DEFAULT_RANGE_MONTHS_BACK.debts`): never a future period. */
export const DEBTS_FILTERS = defineListFilters({
  period: monthRangeFilter({
    label: `${K}.filters.period`,
    codec: rangeParams({
      names: { from: 'from', to: 'to' },
      read: (texts, { today }) => monthRangeOrDefault('debts', texts, periodOfDate(today)),
    }),
  }),
  client: { kind: 'select', label: `${K}.filters.client` },
  overdueDays: { kind: 'numberRange', label: `${K}.filters.overdueDays` },
});
