// Selection and expansion are sets of row ids. These helpers return new sets (React state must change
// identity) and never touch rows, so a selection can hold ids of rows that are not loaded or not shown.

export function withId(ids: ReadonlySet<string>, id: string, isIncluded: boolean): ReadonlySet<string> {
  if (ids.has(id) === isIncluded) return ids;
  const next = new Set(ids);
  if (isIncluded) next.add(id);
  else next.delete(id);
  return next;
}

export function withIds(ids: ReadonlySet<string>, changed: Iterable<string>, isIncluded: boolean): ReadonlySet<string> {
  const next = new Set(ids);
  for (const id of changed) {
    if (isIncluded) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** How many of `pageIds` are in `ids`: none, some or all (an empty page counts as none). */
export function coverage(ids: ReadonlySet<string>, pageIds: readonly string[]): 'none' | 'some' | 'all' {
  if (ids.size === 0) return 'none';
  let found = 0;
  for (const id of pageIds) if (ids.has(id)) found += 1;
  if (found === 0) return 'none';
  return found === pageIds.length ? 'all' : 'some';
}
