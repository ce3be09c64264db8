// The operator's actions on a client's contract (the client page's contracts section). Kept apart from
// contracts.ts, whose rules /login uses: a module /login loads carries every export another page uses of it.

/** The operator signs a contract that waits for its signature (NOT_SIGNED); a signed or ended one is not signed again. */
export function canSignContract(contract: { status: string }): boolean {
  return contract.status === 'NOT_SIGNED';
}

/**
 * A signed document is uploaded to a contract not ended (spec: "Dokument edukalt üles laetud ja leping
 * kinnitatud!", the upload approves it); an ended contract takes none.
 */
export function canUploadContractDocument(contract: { status: string; invalidated_at?: string | null }): boolean {
  return contract.status !== 'INVALID' && !contract.invalidated_at;
}

/** A name compared as people type it: case, and spaces around and between the parts, do not matter. */
const comparableName = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('et');

/**
 * The signer of a contract among the client's users: the contract names its signer only by name (created_by),
 * the authorisation call needs the user's id (POST administrator/client-user-connection/). Undefined when no
 * user has that name (no signer yet, or one no longer among the users).
 */
export function contractSignerOf<U extends { name: string; last_name: string }>(
  createdBy: string | null | undefined,
  users: readonly U[],
): U | undefined {
  if (!createdBy) return undefined;
  const wanted = comparableName(createdBy);
  return users.find((user) => comparableName(`${user.name} ${user.last_name}`) === wanted);
}
