import { useDebts } from '@epp/api/hooks';
import { monthRangeOrDefault, periodOfDate, periodRangeToDates } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { DataTable, FilterBar, type SelectOption } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { useMemo } from 'react';
import {
  createScreen,
  ListFilterFields,
  rangeValueOf,
  ScreenLayout,
  useListUrlState,
  useOpenFromList,
  useRouteTitle,
  useToday,
} from '../../kit';
import { routes } from '../../routes/route-table';
import { DEBTS_DEFAULT_SORT, debtsColumns, debtsRows } from './debts-columns';
import { DEBTS_FILTERS } from './debts-filters';

const K = 'screens.operator.debts';

/** The list takes no props: its period, filters and sort are in the address. */
export type DebtsScreenProps = Record<never, never>;

/**
 * The operator's debts (/debts, spec operator §2 "Debts"): the clients with invoices overdue in a period of months
 * (not in the future; the last day of the last month included), by company and days overdue; a row opens the
 * client's invoices.
 */
export const DebtsScreen = createScreen<DebtsScreenProps>('DebtsScreen', Debts);

function Debts() {
  const { t } = useEppTranslation();
  const { failureText } = useErrorText();
  const today = useToday();
  const openFromList = useOpenFromList();
  const list = useListUrlState({ filters: DEBTS_FILTERS, defaultSort: DEBTS_DEFAULT_SORT });
  const { period: _askedOfServer, ...tableFilters } = list.applied;
  const range = rangeValueOf(list.applied, 'period');
  const asked = monthRangeOrDefault('debts', { from: range.from ?? null, to: range.to ?? null }, periodOfDate(today));
  const { fromDate, toDate } = periodRangeToDates(asked);
  const query = useDebts({ query: { from_date: fromDate, to_date: toDate } });
  const rows = useMemo(() => debtsRows(query.data ?? []), [query.data]);
  const options = useMemo(() => ({ client: companiesOf(rows) }), [rows]);

  return (
    <ScreenLayout title={useRouteTitle(routes.operator.debts)}>
      <FilterBar title={t(`${K}.searchTitle`)} onSearch={() => list.apply()} onClear={list.clear}>
        <ListFilterFields filters={DEBTS_FILTERS} list={list} options={options} today={today} />
      </FilterBar>
      <DataTable
        {...list.table}
        caption={t(`${K}.caption`)}
        isCaptionHidden
        data={rows}
        columns={debtsColumns}
        getRowId={(row) => String(row.id)}
        getRowLabel={(row) => row.client}
        filters={tableFilters}
        isLoading={query.isPending}
        error={query.error ? failureText(`${K}.loadError`, query.error) : undefined}
        onRetry={() => void query.refetch()}
        emptyText={t(`${K}.empty`)}
        onRowAction={(row) => openFromList(routes.operator.clientInvoices.to({ id: row.id }))}
      />
    </ScreenLayout>
  );
}

/** The company filter offers the companies with a debt in the period (the call answers for all of them). */
function companiesOf(rows: readonly { client: string }[]): SelectOption[] {
  return [...new Set(rows.map((row) => row.client))]
    .sort((a, b) => a.localeCompare(b))
    .map((name) => ({ id: name, label: name }));
}
