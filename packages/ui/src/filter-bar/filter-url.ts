// Filter values in the URL's query string, so a filtered list can be bookmarked, shared and restored by the
// back button. Pure functions of URLSearchParams: any router can use them.
import {
  type FilterKinds,
  type FilterValue,
  type FilterValues,
  isEmptyFilterValue,
  isRangeValue,
} from './filter-values';

/** Writes the non-empty filters into `params` (a copy), leaving parameters that are not filters alone. */
export function writeFiltersToParams(
  values: FilterValues,
  kinds: FilterKinds,
  params: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.keys(kinds)) {
    next.delete(key);
    next.delete(`${key}.from`);
    next.delete(`${key}.to`);
    const value = values[key];
    if (value === undefined || isEmptyFilterValue(value)) continue;
    if (typeof value === 'string') next.set(key, value);
    else if (isRangeValue(value)) {
      if (value.from) next.set(`${key}.from`, value.from);
      if (value.to) next.set(`${key}.to`, value.to);
    } else for (const item of value) next.append(key, item);
  }
  return next;
}

/** Reads the filters `kinds` names from `params`; a filter missing from the URL is left out. */
export function readFiltersFromParams(params: URLSearchParams, kinds: FilterKinds): Record<string, FilterValue> {
  const values: Record<string, FilterValue> = {};
  for (const [key, kind] of Object.entries(kinds)) {
    if (kind === 'dateRange' || kind === 'monthRange' || kind === 'numberRange') {
      const from = params.get(`${key}.from`) ?? undefined;
      const to = params.get(`${key}.to`) ?? undefined;
      if (from || to) values[key] = { ...(from ? { from } : {}), ...(to ? { to } : {}) };
    } else if (kind === 'multiSelect') {
      const all = params.getAll(key).filter((item) => item !== '');
      if (all.length > 0) values[key] = all;
    } else {
      const value = params.get(key);
      if (value !== null && value !== '') values[key] = value;
    }
  }
  return values;
}
