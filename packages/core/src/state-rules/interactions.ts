/** Small interaction rules of both documents that are not about pixels. */

/** Company-name search starts after more than 2 characters. */
export const COMPANY_SEARCH_MIN_LENGTH = 3;

export function shouldSearchCompanies(query: string): boolean {
  return query.trim().length >= COMPANY_SEARCH_MIN_LENGTH;
}

/** Client-side text filters: case-insensitive substring match of the trimmed query; an empty query matches all. */
export function matchesTextFilter(value: string | null | undefined, query: string): boolean {
  return textFilterMatcher(query)(value);
}

/**
 * The same rule with the query prepared once, for filtering many values (a 100,000-row table calls it per row
 * on every keystroke, so the query is trimmed and lower-cased once, not per row).
 */
export function textFilterMatcher(query: string): (value: string | null | undefined) => boolean {
  const needle = textFilterKey(query.trim());
  if (needle === '') return () => true;
  return (value) => textFilterKey(value).includes(needle);
}

/**
 * The form a value and a query are compared in by the text filter (lower case, Estonian rules). A table
 * can compute it once per value and then test `key.includes(textFilterKey(query.trim()))` per keystroke.
 */
export function textFilterKey(value: string | null | undefined): string {
  return (value ?? '').toLocaleLowerCase('et');
}

/** The weight filter matches the number exactly ("12,5" matches 12.5); an empty filter matches all. */
export function matchesWeightFilter(weight: number | null | undefined, query: string): boolean {
  const trimmed = query.trim().replace(',', '.');
  return trimmed === '' || (weight !== null && weight !== undefined && Number(trimmed) === weight);
}

/** Debts: the days-overdue bounds are applied on the client, both inclusive, either optional. */
export function withinOverdueDays(days: number, bounds: { min?: number | null; max?: number | null }): boolean {
  return (bounds.min == null || days >= bounds.min) && (bounds.max == null || days <= bounds.max);
}

/** New password and its repeat must match ("Paroolid on erinevad"). */
export function passwordsMatch(password: string, repeat: string): boolean {
  return password === repeat;
}

/** A comment needs at least one non-blank character. */
export function isCommentBodyValid(body: string): boolean {
  return body.trim() !== '';
}

/** Enter submits a comment; Shift, Alt or Ctrl with Enter inserts a line break; other keys do nothing special. */
export function commentKeyAction(event: {
  key: string;
  shiftKey?: boolean;
  altKey?: boolean;
  ctrlKey?: boolean;
}): 'submit' | 'newline' | null {
  if (event.key !== 'Enter') return null;
  return event.shiftKey || event.altKey || event.ctrlKey ? 'newline' : 'submit';
}

/** Comment list and refresh constants (section 9). */
export const COMMENTS = {
  pageSize: 10,
  maxHeightPx: 650,
  maxHeightInLineExpansionPx: 500,
  refreshLabelEveryMs: 60_000,
  autoScrollDelayMs: 500,
  scrollToBottomButtonAfterPx: 50,
} as const;

/** The notification bell shows the 3 newest; its badge counts unseen ones, "99+" above 99, nothing at 0. */
export const BELL_NOTIFICATION_COUNT = 3;

export function unseenBadgeLabel(unseen: number): string | null {
  if (unseen <= 0) return null;
  return unseen > 99 ? '99+' : String(unseen);
}
