// How a list's filter definitions are kept in the address: the built-in kinds as @epp/ui writes them (`key`,
// `key.from`/`key.to`), a custom filter through its own codec.
import {
  type FilterKinds,
  type FilterValues,
  isEmptyFilterValue,
  readFiltersFromParams,
  writeFiltersToParams,
} from '@epp/ui';
import { type FilterRuleContext, filterKindsOf, type ListFilterDefinitions } from '../list-filters';

/** How a list's filters are kept in the address (useListUrlState's codec). */
export interface ListFilterParams {
  /** The filters the address holds, corrected where unusable (a filter left out takes its default). */
  read: (params: URLSearchParams) => FilterValues;
  /** A copy of `params` with the filters written in; other parameters stay. */
  write: (values: FilterValues, params: URLSearchParams) => URLSearchParams;
}

export function filterParamsOf(definitions: ListFilterDefinitions, context: FilterRuleContext): ListFilterParams {
  const codecs = Object.entries(definitions).flatMap(([key, definition]) =>
    definition.kind === 'custom' && definition.codec ? [[key, definition.codec(key, context)] as const] : [],
  );
  const custom = new Set(codecs.map(([key]) => key));
  const kinds: FilterKinds = Object.fromEntries(
    Object.entries(filterKindsOf(definitions)).filter(([key]) => !custom.has(key)),
  );
  return {
    read: (params) => {
      const values: Record<string, FilterValues[string]> = readFiltersFromParams(params, kinds);
      for (const [key, codec] of codecs) {
        const value = codec.read(params);
        if (!isEmptyFilterValue(value)) values[key] = value;
      }
      return values;
    },
    write: (values, params) => {
      const next = writeFiltersToParams(values, kinds, params);
      for (const [key, codec] of codecs) codec.write(values[key], next);
      return next;
    },
  };
}
