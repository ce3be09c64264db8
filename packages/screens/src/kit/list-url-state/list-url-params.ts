// A list's state in the query string — filters (as @epp/ui writes them), sort and page — so reload, a shared
// link and back/forward open the list exactly as it was. Pure functions of URLSearchParams.
import { ALL_ROWS, type PageState } from '@epp/core';
import type { SortState } from '@epp/ui';

/** `?sort=created.desc` (`sort=none`: unsorted), `?page=2`, `?size=50` (`size=all` for "Kõik"). */
export const LIST_PARAMS = { sort: 'sort', page: 'page', size: 'size' } as const;

export function readSort(params: URLSearchParams, fallback: SortState | null): SortState | null {
  const value = params.get(LIST_PARAMS.sort);
  if (!value) return fallback;
  if (value === 'none') return null;
  const match = /^([\w-]+)\.(asc|desc)$/.exec(value);
  return match ? { id: match[1] as string, desc: match[2] === 'desc' } : fallback;
}

export function readPage(params: URLSearchParams, defaultPageSize: number, sizes: readonly number[]): PageState {
  const size = params.get(LIST_PARAMS.size);
  const parsedSize = size === 'all' ? ALL_ROWS : Number(size);
  const pageSize = size !== null && sizes.includes(parsedSize) ? parsedSize : defaultPageSize;
  const page = Number(params.get(LIST_PARAMS.page));
  return { page: Number.isInteger(page) && page >= 1 ? page : 1, pageSize };
}

/** Writes sort and page into a copy of `params`; defaults are left out, so a plain list has a plain address. */
export function writeListParams(
  params: URLSearchParams,
  state: { sort: SortState | null; page: PageState },
  defaults: { sort: SortState | null; pageSize: number },
): URLSearchParams {
  const next = new URLSearchParams(params);
  const sortText = (sort: SortState | null) => (sort ? `${sort.id}.${sort.desc ? 'desc' : 'asc'}` : '');
  if (sortText(state.sort) === sortText(defaults.sort)) next.delete(LIST_PARAMS.sort);
  else next.set(LIST_PARAMS.sort, sortText(state.sort) || 'none');
  if (state.page.page === 1) next.delete(LIST_PARAMS.page);
  else next.set(LIST_PARAMS.page, String(state.page.page));
  if (state.page.pageSize === defaults.pageSize) next.delete(LIST_PARAMS.size);
  else next.set(LIST_PARAMS.size, state.page.pageSize === ALL_ROWS ? 'all' : String(state.page.pageSize));
  return next;
}
