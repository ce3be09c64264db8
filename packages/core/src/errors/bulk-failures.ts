/** A failure reported for a package id (send to testing `errors[] {id, reason}`, confirm tests `{id, error}`). */
export interface PackageFailure {
  id: number;
  reason: string | null;
}

/** The failure with the EAN to show it by ("{EAN} - {reason}"); null EAN means the id was not in the list. */
export interface PackageFailureLine {
  id: number;
  ean: string | null;
  reason: string | null;
}

/**
 * Attaches the EAN of each failed package from the rows the action was taken on, so the alert can list
 * "{EAN} - {reason}", or "EAN ei leitud (id: {id})" when the id is unknown.
 */
export function packageFailureLines(
  failures: readonly PackageFailure[],
  rows: ReadonlyArray<{ id: number; ean: string }>,
): PackageFailureLine[] {
  const eanById = new Map(rows.map((row) => [row.id, row.ean]));
  return failures.map((failure) => ({ id: failure.id, ean: eanById.get(failure.id) ?? null, reason: failure.reason }));
}

/** The EANs of the rows whose ids succeeded, for "Saadetud testimisse: {EANs}." and the like (joined ", "). */
export function succeededEans(
  selectedIds: readonly number[],
  failures: readonly Pick<PackageFailure, 'id'>[],
  rows: ReadonlyArray<{ id: number; ean: string }>,
): string[] {
  const failed = new Set(failures.map((failure) => failure.id));
  const eanById = new Map(rows.map((row) => [row.id, row.ean]));
  return selectedIds.flatMap((id) => {
    const ean = eanById.get(id);
    return ean !== undefined && !failed.has(id) ? [ean] : [];
  });
}
