// The all-packages list's filters and what they ask the server (operator spec §7: GET administrator/packages/
// {page}/{sizePerPage}/ with ordering, ean, ean_type, package_name, client, package_category, package_type,
// volume, weight, package_status, last_test, date_from, date_to as YYYY-MM-DD). The server pages, sorts and
// filters; the address keeps the filters, the sort and the page (useListUrlState).
import { type IsoDate, orderingParam, type PageState } from '@epp/core';
import type { TranslationKey } from '@epp/i18n';
import type { FilterValues, SortState } from '@epp/ui';
import {
  dateRangeRule,
  dayRangeOf,
  defineListFilters,
  type FilterRule,
  filterProblemsOf,
  rangeValueOf,
  textValueOf,
} from '../../kit';

const COLUMN = 'screens.operator.registryPackages.columns';

/** A text filter that must match `pattern` once trimmed (and, for the weight, with a decimal point). */
const textRule =
  (pattern: RegExp, problem: TranslationKey): FilterRule =>
  (value) => {
    const text = typeof value === 'string' ? value.trim().replace(',', '.') : '';
    return text && !pattern.test(text) ? [problem] : [];
  };

/** The twelve filters of §2 (the created date's two ends are one range); each key is also its URL parameter. */
export const REGISTRY_PACKAGE_FILTERS = defineListFilters({
  ean: {
    kind: 'text',
    label: `${COLUMN}.ean`,
    rule: textRule(/^\d+$/, 'screens.operator.registryPackages.eanNotNumeric'),
  },
  client: { kind: 'select', label: `${COLUMN}.client` },
  name: { kind: 'text', label: `${COLUMN}.name` },
  eanType: { kind: 'select', label: `${COLUMN}.eanType` },
  category: { kind: 'select', label: `${COLUMN}.category` },
  type: { kind: 'select', label: `${COLUMN}.type` },
  weight: {
    kind: 'text',
    label: `${COLUMN}.weight`,
    rule: textRule(/^\d+(\.\d+)?$/, 'screens.operator.registryPackages.weightNotNumeric'),
  },
  volume: { kind: 'select', label: `${COLUMN}.volume` },
  status: { kind: 'select', label: `${COLUMN}.status` },
  testResult: { kind: 'select', label: `${COLUMN}.testResult` },
  created: {
    kind: 'dateRange',
    label: `${COLUMN}.createdAt`,
    rule: dateRangeRule({
      startAfterEnd: 'screens.operator.registryPackages.startAfterEnd',
      startAfterToday: 'screens.operator.registryPackages.startAfterToday',
    }),
  },
});

/** Newest first until the user sorts otherwise. */
export const REGISTRY_PACKAGES_DEFAULT_SORT: SortState = { id: 'createdAt', desc: true };

/** Table columns → the server's ordering fields (the spec names package_category__description and
 * package_characteristic__weight; the others follow the same Django lookups). */
export const REGISTRY_PACKAGES_ORDERING: Readonly<Record<string, string>> = {
  ean: 'ean',
  eanType: 'ean_type__value',
  name: 'name',
  client: 'client__name',
  color: 'package_characteristic__color',
  category: 'package_category__description',
  type: 'package_type__value',
  volume: 'package_characteristic__volume',
  weight: 'package_characteristic__weight',
  status: 'package_status',
  createdAt: 'created_at',
  testResult: 'last_test',
};

/** The select filters → their query parameters (each sends the chosen option's id). */
const CHOICE_PARAMS = {
  client: 'client',
  eanType: 'ean_type',
  category: 'package_category',
  type: 'package_type',
  volume: 'volume',
  status: 'package_status',
  testResult: 'last_test',
} as const;

export interface RegistryPackagesRequest {
  params: { page: number; sizePerPage: number };
  query: Partial<Record<'ordering' | 'ean' | 'package_name' | 'weight' | 'date_from' | 'date_to', string>> &
    Partial<Record<(typeof CHOICE_PARAMS)[keyof typeof CHOICE_PARAMS], string>>;
}

/** The request of a list state: the applied filters (empty ones left out), the sort and the page (size 0 = all). */
export function registryPackagesRequest(
  applied: FilterValues,
  sort: SortState | null,
  page: PageState,
): RegistryPackagesRequest {
  const query: RegistryPackagesRequest['query'] = {};
  if (sort) query.ordering = orderingParam(sort, REGISTRY_PACKAGES_ORDERING);
  const ean = textValueOf(applied, 'ean').trim();
  if (ean) query.ean = ean;
  const name = textValueOf(applied, 'name').trim();
  if (name) query.package_name = name;
  const weight = textValueOf(applied, 'weight').trim().replace(',', '.');
  if (weight) query.weight = weight;
  for (const [key, param] of Object.entries(CHOICE_PARAMS)) {
    const value = textValueOf(applied, key);
    if (value) query[param] = value;
  }
  const created = dayRangeOf(rangeValueOf(applied, 'created'));
  if (created.from) query.date_from = created.from;
  if (created.to) query.date_to = created.to;
  return { params: { page: page.page, sizePerPage: page.pageSize }, query };
}

/** Why a search is refused (§5): each problem's message, in the filters' order; empty when they may be sent. */
export function registryPackagesFilterProblems(draft: FilterValues, today: IsoDate): TranslationKey[] {
  return filterProblemsOf(REGISTRY_PACKAGE_FILTERS, draft, { today });
}
