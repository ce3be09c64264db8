import type { ContractStatus } from './contracts';

// The operator's clients list filters by contract status with the spec's own words (operator §4: "Client
// contract status filter: pending (KINNITAMISEL), valid (KEHTIV), invalid (KEHTETU)"), while a client's
// `contract_status` carries the contract's value (SIGNED, NOT_SIGNED, INVALID) and a label.

export const CLIENT_CONTRACT_FILTER_VALUES = ['KINNITAMISEL', 'KEHTIV', 'KEHTETU'] as const;
export type ClientContractFilterValue = (typeof CLIENT_CONTRACT_FILTER_VALUES)[number];

const FILTER_OF_STATUS: Readonly<Record<ContractStatus, ClientContractFilterValue>> = {
  NOT_SIGNED: 'KINNITAMISEL',
  SIGNED: 'KEHTIV',
  INVALID: 'KEHTETU',
};

const STATUS_OF_FILTER: Readonly<Record<ClientContractFilterValue, ContractStatus>> = {
  KINNITAMISEL: 'NOT_SIGNED',
  KEHTIV: 'SIGNED',
  KEHTETU: 'INVALID',
};

const isFilterValue = (text: string): text is ClientContractFilterValue =>
  (CLIENT_CONTRACT_FILTER_VALUES as readonly string[]).includes(text);

/**
 * The filter word of a client's contract status: its value read as a contract status, else its value or label
 * read as the filter's own word (either way the server may send it); null without a contract or for a word
 * the spec does not name.
 */
export function clientContractFilterValue(
  status: { value: string | number; label: string } | null,
): ClientContractFilterValue | null {
  if (status === null) return null;
  for (const text of [String(status.value), status.label].map((part) => part.trim().toUpperCase())) {
    if (text in FILTER_OF_STATUS) return FILTER_OF_STATUS[text as ContractStatus];
    if (isFilterValue(text)) return text;
  }
  return null;
}

/** The contract status a filter word stands for (its badge: tone and label). */
export function contractStatusOfFilter(value: ClientContractFilterValue): ContractStatus {
  return STATUS_OF_FILTER[value];
}
