import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { routes } from '../routes/route-table';

/**
 * How a registry list remembers itself for the package details' 'Tagasi loetelusse' (spec operator §2
 * "Package details": back to the previous view, by default the applications list): the list opens the
 * details with navigation state `{ from }`, its own address with the filters, and the details go back there.
 */
export interface BackToListState {
  /** The list's path with its search (filters, sort, page), e.g. `/registry/testing?ean=474`. */
  from: string;
}

/** Where 'Tagasi loetelusse' goes when the details were not opened from a list (a link, a reload). */
export const DEFAULT_LIST_PATH = routes.operator.applications.to();

/** The list to go back to: the state's `from` when it is a path of this site, else the applications list. */
export function backToListPath(state: unknown): string {
  const from = (state as Partial<BackToListState> | null | undefined)?.from;
  // Only a path of this site: never a full address (or `//host`) someone put in the state.
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : DEFAULT_LIST_PATH;
}

/** Opens a path (package details) remembering the current list, with its filters, to come back to. */
export function useOpenFromList(): (path: string) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const currentPathWithSearch = `${location.pathname}${location.search}`;
  return useCallback(
    (path: string) => {
      const state: BackToListState = { from: currentPathWithSearch };
      navigate(path, { state });
    },
    [navigate, currentPathWithSearch],
  );
}
