// The debts list's filters (spec operator §2 "Debts", §"Debt period"): the months asked of the server, and the
// company and days overdue, which the list applies to the answer itself (the call takes only the dates).
import {
  defaultReportRange,
  isPeriod,
  monthRangeProblems,
  type Period,
  type PeriodRange,
  periodOfDate,
} from '@epp/core';
import { defineListFilters, monthRangeFilter, rangeParams } from '../../kit';

const K = 'screens.operator.debts';

/**
 * The months the address asks for; missing, malformed, reversed or future ones fall back to the default (the
 * last 12 months, `DEFAULT_RANGE_MONTHS_BACK.debts`): the page never asks the server for an impossible period.
 */
export function debtsRange(texts: { from: string | null; to: string | null }, currentPeriod: Period): PeriodRange {
  const fallback = defaultReportRange('debts', currentPeriod);
  const from = texts.from !== null && isPeriod(texts.from) ? texts.from : fallback.from;
  const to = texts.to !== null && isPeriod(texts.to) ? texts.to : fallback.to;
  return monthRangeProblems({ from, to }, currentPeriod).length === 0 ? { from, to } : fallback;
}

export const DEBTS_FILTERS = defineListFilters({
  period: monthRangeFilter({
    label: `${K}.filters.period`,
    codec: rangeParams({
      names: { from: 'from', to: 'to' },
      read: (texts, { today }) => debtsRange(texts, periodOfDate(today)),
    }),
  }),
  client: { kind: 'select', label: `${K}.filters.client` },
  overdueDays: { kind: 'numberRange', label: `${K}.filters.overdueDays` },
});
