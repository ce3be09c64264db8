/** What a scan looks up: the list's rows by EAN (built once per answer, so a scan costs its matches only). */
export type EanIndex<R> = ReadonlyMap<string, readonly R[]>;

export function indexByEan<R extends { ean: string }>(rows: readonly R[]): EanIndex<R> {
  const index = new Map<string, R[]>();
  for (const row of rows) {
    const key = row.ean.trim();
    const group = index.get(key);
    if (group) group.push(row);
    else index.set(key, [row]);
  }
  return index;
}

/** A scan's outcome: nothing has the EAN, or the applications with it, split by whether they were selected. */
export type ApplicationScan<R> =
  | { kind: 'not-found'; ean: string }
  | { kind: 'found'; ean: string; newlySelected: readonly R[]; alreadySelected: readonly R[] };

/**
 * A scan selects every application with the scanned EAN (spec operator §2 "Applications list"); those already
 * selected stay so and are named apart. All applications count, not only those the filters show.
 */
export function scanApplications<R extends { id: string }>(
  index: EanIndex<R>,
  selected: ReadonlySet<string>,
  code: string,
): ApplicationScan<R> {
  const ean = code.trim();
  const matches = index.get(ean) ?? [];
  if (matches.length === 0) return { kind: 'not-found', ean };
  return {
    kind: 'found',
    ean,
    newlySelected: matches.filter((row) => !selected.has(row.id)),
    alreadySelected: matches.filter((row) => selected.has(row.id)),
  };
}
