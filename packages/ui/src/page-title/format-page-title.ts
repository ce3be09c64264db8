/** The separator of the spec's header title: the route labels joined with a middle dot. */
export const PAGE_TITLE_SEPARATOR = ' · ';

/**
 * The page title from the current route's labels, top level first, and an optional suffix (e.g. the
 * report's period) as the last part. Blank parts are left out, so a missing label leaves no stray dot.
 */
export function formatPageTitle(labels: readonly string[], suffix?: string): string {
  return [...labels, suffix ?? '']
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(PAGE_TITLE_SEPARATOR);
}
