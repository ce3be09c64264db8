// The mass report's one filter: the month range (spec §9 "other reports": six months back by default), kept
// in the address as `period.from` / `period.to`.
import type { MassQuery } from '@epp/api/schemas';
import type { Period } from '@epp/core';
import type { FilterValues } from '@epp/ui';
import { defineListFilters } from '../../kit';
import { periodQuery, reportPeriodFilter, reportPeriodOf } from '../report-period';

export const MASS_FILTERS = defineListFilters({
  period: reportPeriodFilter('screens.client.massReport.period', 'other'),
});

/** The call's parameters (the list and its export take the same). */
export function massQuery(values: FilterValues, currentPeriod: Period): MassQuery {
  return periodQuery(reportPeriodOf(values, 'other', currentPeriod));
}
