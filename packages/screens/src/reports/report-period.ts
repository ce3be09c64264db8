// The month range of the report pages whose filters are kept in the address by the kit's default way
// (`period.from=YYYY-MM&period.to=YYYY-MM` next to the other filters): read back corrected, so a malformed,
// reversed or future month in a link shows the default range instead of a request the server refuses.
import {
  defaultReportRange,
  isPeriod,
  type Period,
  type PeriodRange,
  periodOfDate,
  type ReportRangeKind,
} from '@epp/core';
import type { TranslationKey } from '@epp/i18n';
import type { FilterValues } from '@epp/ui';
import { type CustomFilterDefinition, monthRangeFilter, rangeOfPicker, rangeParams, rangeValueOf } from '../kit';

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
 * A report page's month range filter (the kit's `monthRangeFilter`, applied on "Otsi"): kept as `period.from` /
 * `period.to` next to the other filters and read back through {@link reportPeriodOf} (always complete, so the
 * fields and the request agree).
 */
export function reportPeriodFilter(label: TranslationKey, kind: ReportRangeKind): CustomFilterDefinition {
  return monthRangeFilter({
    label,
    codec: rangeParams({
      names: { from: `${PERIOD_FILTER}.from`, to: `${PERIOD_FILTER}.to` },
      read: (texts, { today }) => reportPeriodOf({ [PERIOD_FILTER]: rangeOfPicker(texts) }, kind, periodOfDate(today)),
    }),
  });
}

/** The range as the report calls take it: `fromDate`, `toDate` (YYYY-MM). */
export function periodQuery(range: PeriodRange): { fromDate: Period; toDate: Period } {
  return { fromDate: range.from, toDate: range.to };
}
