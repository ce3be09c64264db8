import type { FilterUrlAdapter } from '@epp/ui';
import { useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The filter state's URL through react-router: the applied filters live in the query string (a shared link
 * opens the list as filtered), written with `replace` so filtering does not fill the history.
 */
export function useRouterUrl(): FilterUrlAdapter {
  const location = useLocation();
  const navigate = useNavigate();
  const search = useRef(location.search);
  search.current = location.search;
  const go = useRef(navigate);
  go.current = navigate;
  return useMemo<FilterUrlAdapter>(
    () => ({
      read: () => search.current,
      write: (next) => {
        search.current = next === '' ? '' : `?${next}`;
        go.current({ search: search.current }, { replace: true });
      },
    }),
    [],
  );
}
