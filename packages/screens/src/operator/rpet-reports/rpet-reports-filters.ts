// The operator's rPET search (spec operator §2 "rPET list"): company, submitted status and the year range
// (2024 to the current year), applied by "Otsi" and cleared by "Tühjenda otsing"; all three go to the server.
import type { RangeFilterValue } from '@epp/ui';
import { defineListFilters } from '../../kit';
import { rpetYearsFilter, type YearRange, yearsOf } from '../../reports/rpet';

const K = 'screens.operator.rpetReports.filters';

export const RPET_ADMIN_FILTERS = defineListFilters({
  client: { kind: 'select', label: `${K}.client` },
  submitted: { kind: 'select', label: `${K}.submitted` },
  years: rpetYearsFilter({ isAppliedWhenComplete: false }),
});

/** The submitted-status choices, as the API's `submitted` parameter takes them. */
export const SUBMITTED_VALUES = ['true', 'false'] as const;
type SubmittedValue = (typeof SUBMITTED_VALUES)[number];

const isSubmittedValue = (value: unknown): value is SubmittedValue =>
  (SUBMITTED_VALUES as readonly unknown[]).includes(value);

/** The list call's query of the applied filters: an unknown company or status asks for all. */
export function rpetAdminQuery(
  applied: { client?: unknown; submitted?: unknown },
  years: RangeFilterValue,
  currentYear: number,
): { client?: string; submitted?: SubmittedValue; year_from: number; year_to: number } {
  const range: YearRange = yearsOf(years, currentYear);
  return {
    ...(typeof applied.client === 'string' && /^\d+$/.test(applied.client) ? { client: applied.client } : {}),
    ...(isSubmittedValue(applied.submitted) ? { submitted: applied.submitted } : {}),
    year_from: range.from,
    year_to: range.to,
  };
}
