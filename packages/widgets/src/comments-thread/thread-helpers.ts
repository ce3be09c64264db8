import type { CommentEntry } from '@epp/api';

/** A relative time: how many units before `now` (negative), or null for "just now" (under a minute). */
export interface RelativeTime {
  value: number;
  unit: Intl.RelativeTimeFormatUnit;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long before `now` a comment was written, in the largest whole unit that fits: minutes under an hour,
 * hours under a day, days under 30, months under a year, then years. Under a minute (or in the future, a
 * clock skew) it is null: "just now".
 */
export function relativeTime(createdAt: string, now: Date): RelativeTime | null {
  const elapsed = now.getTime() - new Date(createdAt).getTime();
  if (!Number.isFinite(elapsed) || elapsed < MINUTE) return null;
  if (elapsed < HOUR) return { value: -Math.floor(elapsed / MINUTE), unit: 'minute' };
  if (elapsed < DAY) return { value: -Math.floor(elapsed / HOUR), unit: 'hour' };
  const days = Math.floor(elapsed / DAY);
  if (days < 30) return { value: -days, unit: 'day' };
  if (days < 365) return { value: -Math.floor(days / 30), unit: 'month' };
  return { value: -Math.floor(days / 365), unit: 'year' };
}

/** The relative time in words, e.g. "3 päeva eest" / "3 days ago"; null for "just now". */
export function relativeTimeText(createdAt: string, now: Date, language: 'et' | 'en'): string | null {
  const time = relativeTime(createdAt, now);
  if (!time) return null;
  return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(time.value, time.unit);
}

/** Comments oldest to newest: by creation time, then by id (ids grow with time). */
export function oldestFirst(comments: readonly CommentEntry[]): CommentEntry[] {
  return [...comments].sort((a, b) => {
    const byTime = new Date(a.created_at).getTime() - new Date(b.created_at).getTime();
    return byTime !== 0 && Number.isFinite(byTime) ? byTime : a.id - b.id;
  });
}

/** How far (px) the view of a scrollable element is from its bottom. */
export function distanceFromBottom(element: Pick<HTMLElement, 'scrollHeight' | 'scrollTop' | 'clientHeight'>): number {
  return Math.max(0, element.scrollHeight - element.scrollTop - element.clientHeight);
}

/**
 * The comments the thread shows, oldest first: all of them when the server pages (it sends what is asked for),
 * else the newest `shown`; and whether older ones can be asked for.
 */
export function visibleComments(
  comments: readonly CommentEntry[],
  paging: { shown: number } | { hasOlder: boolean },
): { visible: CommentEntry[]; olderAvailable: boolean } {
  const ordered = oldestFirst(comments);
  if ('hasOlder' in paging) return { visible: ordered, olderAvailable: paging.hasOlder };
  return { visible: ordered.slice(-paging.shown), olderAvailable: ordered.length > paging.shown };
}

/** The draft with a line break in place of the selection, and where the caret goes (after the break). */
export function withLineBreak(draft: string, start: number, end: number): { value: string; caret: number } {
  return { value: `${draft.slice(0, start)}\n${draft.slice(end)}`, caret: start + 1 };
}
