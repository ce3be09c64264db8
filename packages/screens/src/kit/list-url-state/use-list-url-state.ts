import type { PageState } from '@epp/core';
import { PAGE_SIZE_OPTIONS } from '@epp/core';
import { message } from '@epp/i18n';
import type { FilterValue, FilterValues, SortState } from '@epp/ui';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useToday } from '../clock';
import { filterProblemsOf, type ListFilterDefinitions } from '../list-filters';
import { usePageAlerts } from '../page-alerts';
import { filterParamsOf } from './filter-params';
import { readPage, readSort, writeListParams } from './list-url-params';

/** The one alert of a search refused by a filter's rule (one list per page: one id). */
export const FILTER_PROBLEMS_ALERT = 'list-filter-problems';

export interface ListUrlStateOptions {
  /**
   * The list's filter definitions (`defineListFilters`; `{}` for a list without filters): their kinds, how
   * each is kept in the address (a custom filter's codec) and their rules. A search ("Otsi", or a change of a
   * live list) whose draft breaks a rule is refused: the list keeps what it shows and one page alert names
   * every problem; a valid search and "Tühjenda otsing" dismiss it. Stable: defined at module scope.
   */
  filters: ListFilterDefinitions;
  /** Values before the user changes anything and after "Tühjenda otsing", e.g. a default period range. */
  defaults?: FilterValues;
  /** Apply each change at once (no "Otsi" button). */
  isLive?: boolean;
  defaultSort?: SortState | null;
  defaultPageSize?: number;
  pageSizeOptions?: readonly number[];
}

export interface ListUrlState {
  /** What the filter fields show. */
  draft: FilterValues;
  /** What the list is filtered by (the table's `filters`, the server request). */
  applied: FilterValues;
  setValue: (key: string, value: FilterValue | undefined) => void;
  apply: (values?: FilterValues) => void;
  clear: () => void;
  /** Spread onto the DataTable: `<DataTable {...list.table} …/>`. */
  table: {
    sort: SortState | null;
    onSortChange: (sort: SortState | null) => void;
    page: PageState;
    onPageChange: (page: PageState) => void;
    pageSizeOptions: readonly number[];
  };
}

const NO_VALUES: FilterValues = {};

/**
 * The one way a list keeps its filters, sort, page and page size: in the address (react-router's search
 * params), which is the source of truth — reload, a shared link and back/forward restore the list exactly.
 * Changes replace the history entry, so filtering does not fill the back button's list; the entry keeps its
 * route state (a notice another screen sent along stays with it).
 */
export function useListUrlState({
  filters,
  defaults = NO_VALUES,
  isLive = false,
  defaultSort = null,
  defaultPageSize = 25,
  pageSizeOptions = PAGE_SIZE_OPTIONS.lists,
}: ListUrlStateOptions): ListUrlState {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const today = useToday();
  const alerts = usePageAlerts();
  const codec = useMemo(() => filterParamsOf(filters, { today }), [filters, today]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `search` stands for `params` (a new object each render)
  const read = useMemo(() => ({ ...defaults, ...codec.read(params) }), [search, defaults, codec]);
  // The same object while the filters stay the same: a new page or sort in the address is no new filter (a
  // client-mode DataTable goes back to the first page when its `filters` change).
  const readKey = JSON.stringify(read);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `readKey` stands for `read`'s content
  const applied = useMemo(() => read, [readKey]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: as above
  const sort = useMemo(() => readSort(params, defaultSort), [search, defaultSort]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: as above
  const page = useMemo(
    () => readPage(params, defaultPageSize, pageSizeOptions),
    [search, defaultPageSize, pageSizeOptions],
  );

  const [draft, setDraft] = useState<FilterValues>(applied);
  // Back/forward (or a link) changed the address's filters: the fields follow what the list shows (a render only
  // when they differ: after the fields' own search they already show it). Adjusted while rendering, not in an
  // effect: an effect also ran once after the first render, a moment after the fields could be typed in, and
  // threw away what was typed in that moment (an e2e run lost the EAN it filled into "Kõik pakendid" on arrival).
  const [followedKey, setFollowedKey] = useState(readKey);
  if (followedKey !== readKey) {
    setFollowedKey(readKey);
    setDraft((current) => (JSON.stringify(current) === readKey ? current : applied));
  }

  const location = useLocation();
  const routeState = useRef<unknown>(location.state);
  routeState.current = location.state;
  const write = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams) =>
      setParams((current) => change(current), {
        replace: true,
        preventScrollReset: true,
        state: routeState.current,
      }),
    [setParams],
  );
  // A search the filters' rules refuse shows why (one alert) and changes nothing in the address.
  const isRefused = useCallback(
    (values: FilterValues) => {
      const [first, ...more] = filterProblemsOf(filters, values, { today });
      if (first === undefined) {
        alerts.dismiss(FILTER_PROBLEMS_ALERT);
        return false;
      }
      alerts.error(message(first), {
        id: FILTER_PROBLEMS_ALERT,
        ...(more.length > 0 ? { lines: more.map((key) => message(key)) } : {}),
      });
      return true;
    },
    [filters, today, alerts],
  );
  const commit = useCallback(
    (values: FilterValues) => {
      setDraft(values);
      if (isRefused(values)) return;
      // New filters show their first page.
      write((current) => {
        const next = codec.write(values, current);
        next.delete('page');
        return next;
      });
    },
    [write, codec, isRefused],
  );
  const setValue = useCallback(
    (key: string, value: FilterValue | undefined) => {
      const next = { ...draft, [key]: value };
      setDraft(next);
      if (isLive) commit(next);
    },
    [draft, isLive, commit],
  );
  const defaultsOfList = { sort: defaultSort, pageSize: defaultPageSize };
  return {
    draft,
    applied,
    setValue,
    apply: (values) => commit(values ?? draft),
    clear: () => {
      alerts.dismiss(FILTER_PROBLEMS_ALERT);
      commit(defaults);
    },
    table: {
      sort,
      // A new order starts at its first page: page 3 of another order shows rows the user has not seen in between.
      // An unchanged sort or page (a table going back to page 1 after new filters) writes nothing: every
      // write is a navigation, and a navigation renders the whole list again.
      onSortChange: (next) => {
        if (next?.id === sort?.id && next?.desc === sort?.desc) return;
        write((current) => writeListParams(current, { sort: next, page: { ...page, page: 1 } }, defaultsOfList));
      },
      page,
      onPageChange: (next) => {
        if (next.page === page.page && next.pageSize === page.pageSize) return;
        write((current) => writeListParams(current, { sort, page: next }, defaultsOfList));
      },
      pageSizeOptions,
    },
  };
}
