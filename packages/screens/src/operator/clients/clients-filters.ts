// The clients list's filters (spec operator §2 "Clients list"): the company searched in the names, the contract
// status (KINNITAMISEL, KEHTIV, KEHTETU). The call takes neither: the list applies them to the answer.
import { defineListFilters } from '../../kit';

const K = 'screens.operator.clients';

export const CLIENTS_FILTERS = defineListFilters({
  client: { kind: 'text', label: `${K}.filters.client` },
  contractStatus: { kind: 'select', label: `${K}.filters.contractStatus` },
});
