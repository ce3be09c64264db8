// A notice the page was sent with (route state): "Pakend … kustutatud" on the list after a delete, the
// import's success on the report it opened. Shown once: the hook then replaces the history entry without it,
// so a reload, or coming back to the entry, does not say it again.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

const KEY = 'arrivalNotice';

/** The route state that sends a notice along: `navigate(path, { state: arrivalState(notice) })`. */
export function arrivalState<T>(notice: T): { arrivalNotice: T } {
  return { [KEY]: notice } as { arrivalNotice: T };
}

/** The raw notice in a location's state, if any (the page's `read` checks its shape). */
export function arrivalNoticeOf(state: unknown): unknown {
  return typeof state === 'object' && state !== null && KEY in state ? (state as Record<string, unknown>)[KEY] : null;
}

/** The state without its notice (what else rides along, e.g. the list Back leads to, stays). */
function withoutNotice(state: object): unknown {
  const { [KEY]: _notice, ...rest } = state as Record<string, unknown>;
  return Object.keys(rest).length > 0 ? rest : null;
}

/**
 * Shows the notice the page was opened with, once: `read` checks the state's notice (null when it is not one
 * this page knows), `show` says it (a page alert with a stable id). Then the history entry forgets it.
 */
export function useArrivalNotice<T>(read: (value: unknown) => T | null, show: (notice: T) => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const showRef = useRef(show);
  showRef.current = show;
  const handled = useRef<string | null>(null);
  const { key, state, pathname, search, hash } = location;

  useEffect(() => {
    // One entry is handled once, also when the effect runs twice (strict mode) before the replace lands.
    if (handled.current === key || typeof state !== 'object' || state === null) return;
    const notice = read(arrivalNoticeOf(state));
    if (notice === null) return;
    handled.current = key;
    showRef.current(notice);
    navigate({ pathname, search, hash }, { replace: true, state: withoutNotice(state) });
  }, [key, state, pathname, search, hash, navigate, read]);
}
