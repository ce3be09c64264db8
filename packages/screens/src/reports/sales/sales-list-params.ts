// The sales list's period filter in the address, as `?from=YYYY-MM&to=YYYY-MM` (the names links have always
// used), so a filtered list can be linked and survives a reload.
import { monthRangeOrDefault, periodOfDate } from '@epp/core';
import { defineListFilters, monthRangeFilter, rangeParams } from '../../kit';

/**
 * The list's one filter: the month range under the key `period`, kept as `?from=&to=` and read through
 * @epp/core's `monthRangeOrDefault` (the last 12 months by default). The list has no "Otsi": it follows a complete, valid range as soon as it is picked.
 */
export const SALES_LIST_FILTERS = defineListFilters({
  period: monthRangeFilter({
    label: 'screens.client.salesReports.periodFilter',
    isAppliedWhenComplete: true,
    codec: rangeParams({
      names: { from: 'from', to: 'to' },
      read: (texts, { today }) => monthRangeOrDefault('sales', texts, periodOfDate(today)),
    }),
  }),
});
