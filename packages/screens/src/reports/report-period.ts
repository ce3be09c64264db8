// The month range of the report pages whose filters are kept in the address by the kit's default way
// (`period.from=YYYY-MM&period.to=YYYY-MM` next to the other filters): read back corrected, so a malformed,
// reversed or future month in a link shows the default range instead of a request the server refuses.
import { defaultReportRange, isPeriod, type Period, type PeriodRange, type ReportRangeKind } from '@epp/core';
import { type FilterKinds, type FilterValues, readFiltersFromParams, writeFiltersToParams } from '@epp/ui';
import { type ListFilterParams, rangeValueOf } from '../kit';

/** The key of the month range in every report page's filters (and its `period.from` / `period.to` parameters). */
export const PERIOD_FILTER = 'period';

/**
 * The range `values` hold under `period`, each end checked: a missing or malformed end takes the default's,
 * and a range that is reversed or reaches past the current month is the default (of `kind`, spec §9).
 */
export function reportPeriodOf(values: FilterValues, kind: ReportRangeKind, currentPeriod: Period): PeriodRange {
  const fallback = defaultReportRange(kind, currentPeriod);
  const { from, to } = rangeValueOf(values, PERIOD_FILTER);
  const range = {
    from: from !== undefined && isPeriod(from) ? from : fallback.from,
    to: to !== undefined && isPeriod(to) ? to : fallback.to,
  };
  return range.from > range.to || range.to > currentPeriod ? fallback : range;
}

/**
 * `useListUrlState`'s `filterParams` for a report page: every filter of `kinds` as @epp/ui writes them, with
 * the month range read through {@link reportPeriodOf} (always complete, so the fields and the request agree).
 */
export function reportPeriodParams(kinds: FilterKinds, kind: ReportRangeKind, currentPeriod: Period): ListFilterParams {
  return {
    read: (params) => {
      const values = readFiltersFromParams(params, kinds);
      return { ...values, [PERIOD_FILTER]: reportPeriodOf(values, kind, currentPeriod) };
    },
    write: (values, params) => writeFiltersToParams(values, kinds, params),
  };
}

/** The range as the report calls take it: `fromDate`, `toDate` (YYYY-MM). */
export function periodQuery(range: PeriodRange): { fromDate: Period; toDate: Period } {
  return { fromDate: range.from, toDate: range.to };
}
