import { useCallback, useMemo, useState } from 'react';
import { readFiltersFromParams, writeFiltersToParams } from './filter-url';
import type { FilterKinds, FilterValue, FilterValues } from './filter-values';

/** Where the query string lives: the browser's location by default, or a router's. */
export interface FilterUrlAdapter {
  read: () => string;
  write: (search: string) => void;
}

/** The address bar, without a router: replaceState, so filtering does not fill the history. */
export const browserUrl: FilterUrlAdapter = {
  read: () => window.location.search,
  write: (search) => {
    const query = search === '' ? '' : `?${search}`;
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${query}${window.location.hash}`);
  },
};

export interface UseFilterStateOptions {
  /** The filters and how each matches; also what is read from and written to the URL. */
  kinds: FilterKinds;
  /** Values before the user changes anything and after "Tühjenda otsing", e.g. a default period range. */
  defaults?: FilterValues;
  /** Apply every change at once (no "Otsi" button). Default false: changes wait in a draft until `apply`. */
  isLive?: boolean;
  /** Keep the applied filters in the URL: `true` for the address bar, or a router's adapter. */
  url?: boolean | FilterUrlAdapter;
}

export interface FilterState {
  /** What the fields show. */
  draft: FilterValues;
  /** What the list is filtered by (the table's `filters`, the server request). */
  applied: FilterValues;
  setValue: (key: string, value: FilterValue | undefined) => void;
  apply: () => void;
  clear: () => void;
}

const NO_VALUES: FilterValues = {};

/**
 * Draft and applied filter values for a FilterBar, synced with the URL's query string when asked. The URL
 * wins over the defaults on the first render, so a shared link opens the list as it was filtered.
 */
export function useFilterState({
  kinds,
  defaults = NO_VALUES,
  isLive = false,
  url,
}: UseFilterStateOptions): FilterState {
  const adapter = url === true ? browserUrl : url || undefined;
  const [applied, setApplied] = useState<FilterValues>(() =>
    adapter ? { ...defaults, ...readFiltersFromParams(new URLSearchParams(adapter.read()), kinds) } : defaults,
  );
  const [draft, setDraft] = useState<FilterValues>(applied);

  const commit = useCallback(
    (values: FilterValues) => {
      setApplied(values);
      if (adapter) adapter.write(writeFiltersToParams(values, kinds, new URLSearchParams(adapter.read())).toString());
    },
    [adapter, kinds],
  );

  const setValue = useCallback(
    (key: string, value: FilterValue | undefined) => {
      const next = { ...draft, [key]: value };
      setDraft(next);
      if (isLive) commit(next);
    },
    [draft, isLive, commit],
  );
  const apply = useCallback(() => commit(draft), [commit, draft]);
  const clear = useCallback(() => {
    setDraft(defaults);
    commit(defaults);
  }, [defaults, commit]);

  return useMemo(() => ({ draft, applied, setValue, apply, clear }), [draft, applied, setValue, apply, clear]);
}
