// The sales list's period filter in the address, as `?from=YYYY-MM&to=YYYY-MM` (the names links have always
// used), so a filtered list can be linked and survives a reload.
import { defaultReportRange, isPeriod, type Period, type PeriodRange, periodOfDate } from '@epp/core';
import { defineListFilters, monthRangeFilter, rangeParams } from '../../kit';

/**
 * The range the address asks for. Missing, malformed or reversed months, or a month after the current one,
 * fall back to the default: the last 12 months.
 */
export function salesListRange(texts: { from: string | null; to: string | null }, currentPeriod: Period): PeriodRange {
  const fallback = defaultReportRange('sales', currentPeriod);
  const { from, to } = texts;
  const range = {
    from: from !== null && isPeriod(from) ? from : fallback.from,
    to: to !== null && isPeriod(to) ? to : fallback.to,
  };
  if (range.from > range.to || range.to > currentPeriod) return fallback;
  return range;
}

/**
 * The list's one filter: the month range under the key `period`, kept as `?from=&to=` and read through
 * `salesListRange`. The list has no "Otsi": it follows a complete, valid range as soon as it is picked.
 */
export const SALES_LIST_FILTERS = defineListFilters({
  period: monthRangeFilter({
    label: 'screens.client.salesReports.periodFilter',
    isAppliedWhenComplete: true,
    codec: rangeParams({
      names: { from: 'from', to: 'to' },
      read: (texts, { today }) => salesListRange(texts, periodOfDate(today)),
    }),
  }),
});
