import { useAdminAllClients } from '@epp/api/hooks';
import { CLIENT_CONTRACT_FILTER_VALUES, contractStatusOfFilter } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { Button, DataTable, FilterBar } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { useMemo } from 'react';
import { styled } from 'styled-components';
import {
  actionRow,
  createScreen,
  ListFilterFields,
  ScreenLayout,
  useListUrlState,
  useOpenFromList,
  useRouteTitle,
  useToday,
} from '../../kit';
import { routes } from '../../routes/route-table';
import { OPERATOR_USERS_TABS } from '../users-tabs';
import { CLIENTS_DEFAULT_SORT, clientsColumns, clientsRows } from './clients-columns';
import { CLIENTS_FILTERS } from './clients-filters';

const K = 'screens.operator.clients';

/** The list takes no props: its search, filter, sort and page are in the address. */
export type ClientsScreenProps = Record<never, never>;

const Toolbar = styled.div`
  ${actionRow}
  justify-content: flex-end;
`;

/**
 * The operator's clients (/users/clients, and /users, spec operator §2 "Clients list"): every client company,
 * searched by name and filtered by contract status on the page, 'Uuenda' asking the server again; a row opens
 * the client's page.
 */
export const ClientsScreen = createScreen<ClientsScreenProps>('ClientsScreen', Clients);

function Clients() {
  const { t } = useEppTranslation();
  const { failureText } = useErrorText();
  const today = useToday();
  const openFromList = useOpenFromList();
  const list = useListUrlState({ filters: CLIENTS_FILTERS, defaultSort: CLIENTS_DEFAULT_SORT });
  const query = useAdminAllClients();
  const rows = useMemo(() => clientsRows(query.data ?? []), [query.data]);
  const options = useMemo(
    () => ({
      contractStatus: CLIENT_CONTRACT_FILTER_VALUES.map((value) => ({
        id: value,
        label: t(`status.contract.${contractStatusOfFilter(value)}`),
      })),
    }),
    [t],
  );

  return (
    <ScreenLayout title={useRouteTitle(routes.operator.clients)} tabs={OPERATOR_USERS_TABS}>
      <FilterBar title={t(`${K}.searchTitle`)} onSearch={() => list.apply()} onClear={list.clear}>
        <ListFilterFields filters={CLIENTS_FILTERS} list={list} options={options} today={today} />
      </FilterBar>
      <Toolbar>
        <Button
          variant="secondary"
          isPending={query.isFetching && !query.isPending}
          isDisabled={query.isPending}
          onPress={() => void query.refetch()}
        >
          {t(`${K}.refresh`)}
        </Button>
      </Toolbar>
      <DataTable
        {...list.table}
        caption={t(`${K}.caption`)}
        isCaptionHidden
        data={rows}
        columns={clientsColumns}
        getRowId={(row) => String(row.id ?? row.client)}
        getRowLabel={(row) => row.client}
        filters={list.applied}
        isLoading={query.isPending}
        error={query.error ? failureText(`${K}.loadError`, query.error) : undefined}
        onRetry={() => void query.refetch()}
        emptyText={t(`${K}.empty`)}
        onRowAction={(row) => {
          if (row.id !== null) openFromList(routes.operator.client.to({ id: row.id }));
        }}
      />
    </ScreenLayout>
  );
}
