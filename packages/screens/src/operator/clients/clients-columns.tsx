// The clients list's rows and columns (spec operator §2 "Clients list": client, users, registered, contract
// status, contract signed). Module scope, as the DataTable asks.
import type { AdminClient } from '@epp/api/schemas';
import {
  type ClientContractFilterValue,
  clientContractFilterValue,
  contractStatusOfFilter,
  formatDisplayDate,
  type IsoDate,
  parseApiDate,
  parseDisplayDate,
} from '@epp/core';
import { createDataTableColumns } from '@epp/ui';
import { StatusBadge } from '@epp/widgets/status-badge';
import { columnHeader } from '../../kit';

const K = 'screens.operator.clients';

export interface ClientsRow {
  /** The client's id: the row opens its page; null where the server sent none (the row then opens nothing). */
  id: number | null;
  /** The company's name (the search matches it). */
  client: string;
  users: number;
  /** ISO, so the column sorts; '' when the server's date does not read. */
  registered: IsoDate | '';
  /** The spec's filter word of the latest contract; '' without one. */
  contractStatus: ClientContractFilterValue | '';
  signed: IsoDate | '';
}

/** A date as the server writes it ("DD.MM.YYYY", "DD-MM-YYYY" or ISO), read to ISO; '' when it does not read. */
const isoOf = (text: string | null): IsoDate | '' =>
  text === null ? '' : (parseDisplayDate(text) ?? parseApiDate(text) ?? '');

export function clientsRows(clients: readonly AdminClient[]): ClientsRow[] {
  return clients.map((client) => ({
    id: client.id ?? null,
    client: client.name,
    users: Array.isArray(client.users) ? client.users.length : client.users,
    registered: isoOf(client.registered_at),
    contractStatus: clientContractFilterValue(client.contract_status) ?? '',
    signed: isoOf(client.signed_at),
  }));
}

/** By name (spec silent: a list people search by company name reads best in its order). */
export const CLIENTS_DEFAULT_SORT = { id: 'client', desc: false } as const;

const dateCell = (value: IsoDate | '') => (value === '' ? '–' : formatDisplayDate(value));

const col = createDataTableColumns<ClientsRow>();

export const clientsColumns = col.columns([
  col.accessor('client', { header: columnHeader(`${K}.columns.client`), sortFn: 'text', filterFn: 'text' }),
  col.accessor('users', {
    header: columnHeader(`${K}.columns.users`),
    sortFn: 'number',
    meta: { width: '120px', align: 'end' },
  }),
  col.accessor('registered', {
    header: columnHeader(`${K}.columns.registered`),
    sortFn: 'text',
    meta: { width: '150px' },
    cell: ({ getValue }) => dateCell(getValue()),
  }),
  col.accessor('contractStatus', {
    header: columnHeader(`${K}.columns.contractStatus`),
    sortFn: 'text',
    filterFn: 'select',
    meta: { width: '170px' },
    cell: ({ getValue }) => {
      const value = getValue();
      return (
        <StatusBadge family="contract" audience="admin" value={value === '' ? null : contractStatusOfFilter(value)} />
      );
    },
  }),
  col.accessor('signed', {
    header: columnHeader(`${K}.columns.signed`),
    sortFn: 'text',
    meta: { width: '170px' },
    cell: ({ getValue }) => dateCell(getValue()),
  }),
]);
