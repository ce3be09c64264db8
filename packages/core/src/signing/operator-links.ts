/**
 * The operator's pages a client reads before signing (spec §2 "Contract signing modal": a terms checkbox with
 * links to the contract and a terms page) and from the client footer (§2 "Shell": a link to the operator's
 * terms). One place, so the footer and the signing modal never point to different terms.
 */
export const OPERATOR_LINKS = {
  /** The operator's terms page. */
  terms: 'https://eestipandipakend.ee',
  /** The contract a client signs with the operator, to read before signing. */
  contract: 'https://eestipandipakend.ee/leping',
} as const;
