// Which selected return reports may be confirmed (operator spec §4: only is_confirmable reports; the bulk
// button is enabled only when every selected one is) and why the others may not: already confirmed, or
// unconfirmed but not yet confirmable (the server's flag; its reasons are the server's).
export interface ConfirmableReport {
  confirmed_at: string | null;
  is_confirmable: boolean;
}

export interface SelectionConfirmability {
  /** Every selected report may be confirmed, and there is at least one. */
  canConfirm: boolean;
  /** Selected reports that are confirmed already. */
  confirmed: number;
  /** Selected unconfirmed reports the server does not offer for confirmation. */
  notReady: number;
}

export function selectionConfirmability(selected: readonly ConfirmableReport[]): SelectionConfirmability {
  const confirmed = selected.filter((report) => report.confirmed_at !== null).length;
  const notReady = selected.filter((report) => report.confirmed_at === null && !report.is_confirmable).length;
  return { canConfirm: selected.length > 0 && confirmed === 0 && notReady === 0, confirmed, notReady };
}
