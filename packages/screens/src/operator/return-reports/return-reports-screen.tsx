import { useAllClients, useReturnReports } from '@epp/api/hooks';
import { periodOfDate } from '@epp/core';
import { message, useEppTranslation } from '@epp/i18n';
import { Button, DataTable, FilterBar } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { styled } from 'styled-components';
import {
  actionRow,
  createScreen,
  ImportModal,
  ListFilterFields,
  mutedNote,
  ScreenLayout,
  useArrivalNotice,
  useListUrlState,
  useLoadFailureAlert,
  useOpenFromList,
  usePageAlerts,
  useRouteTitle,
  useToday,
} from '../../kit';
import { OPERATOR_REPORT_TABS } from '../../reports/report-tabs';
import { RETURN_LIST_DEFAULT_SORT, returnListQuery } from '../../reports/returns';
import { routes } from '../../routes/route-table';
import { RETURN_REPORT_DELETED } from '../return-report/return-report-deleted';
import { operatorReturnColumns, operatorReturnRow } from './return-reports-columns';
import {
  CONFIRMED_CHOICES,
  OPERATOR_RETURN_FILTERS,
  OPERATOR_RETURN_PAGE_SIZES,
  operatorReturnDefaults,
} from './return-reports-filters';
import { useReturnSelection } from './use-return-selection';

const K = 'screens.operator.returnReports';

const Toolbar = styled.div`
  ${actionRow}
`;
const WhyNot = styled.p`
  ${mutedNote}
  align-self: center;
`;

/** The list takes no props: its filters, sort and page are in the address. */
export type OperatorReturnReportsScreenProps = Record<never, never>;

/**
 * The operator's return reports (/reports/returns, spec operator §2 "Reports (administrator)", §4, §7): client,
 * confirmed (all / true / false) and period filters; the server's pages (size 0 = all); the reports selected
 * across pages are confirmed together, each on its own, when every one of them may be ("say why" otherwise);
 * the refused stay selected with their reasons. "Impordi aruanded" imports a file for a range of months.
 */
export const OperatorReturnReportsScreen = createScreen<OperatorReturnReportsScreenProps>(
  'OperatorReturnReportsScreen',
  OperatorReturnReports,
);

const readDeleted = (value: unknown) => (value === RETURN_REPORT_DELETED ? value : null);

function OperatorReturnReports() {
  const { t } = useEppTranslation();
  const { failureText } = useErrorText();
  const alerts = usePageAlerts();
  const openFromList = useOpenFromList();
  const today = useToday();
  const currentPeriod = periodOfDate(today);
  const defaults = useMemo(() => operatorReturnDefaults(currentPeriod), [currentPeriod]);
  const list = useListUrlState({
    filters: OPERATOR_RETURN_FILTERS,
    defaults,
    defaultSort: RETURN_LIST_DEFAULT_SORT,
    defaultPageSize: 25,
    pageSizeOptions: OPERATOR_RETURN_PAGE_SIZES,
  });
  const reports = useReturnReports(
    { query: returnListQuery(list.applied, list.table.sort, list.table.page) },
    { placeholderData: keepPreviousData },
  );
  const clients = useAllClients();
  useLoadFailureAlert(clients, `${K}.clientsLoadError`);
  const options = useMemo(
    () => ({
      client: (clients.data ?? [])
        .map((client) => ({ id: String(client.id), label: client.name }))
        .sort((a, b) => a.label.localeCompare(b.label, 'et')),
      confirmed: CONFIRMED_CHOICES.map((choice) => ({ id: choice.id, label: t(choice.label) })),
    }),
    [clients.data, t],
  );
  const rows = useMemo(() => (reports.data?.results ?? []).map(operatorReturnRow), [reports.data]);
  const selection = useReturnSelection(reports.data?.results);
  const [isImporting, setImporting] = useState(false);
  useArrivalNotice(
    readDeleted,
    useCallback(() => alerts.success(message(`${K}.deleted`), { id: RETURN_REPORT_DELETED }), [alerts]),
  );

  return (
    <ScreenLayout title={useRouteTitle(routes.operator.returnReports)} tabs={OPERATOR_REPORT_TABS}>
      <FilterBar title={t(`${K}.searchTitle`)} onSearch={() => list.apply()} onClear={list.clear}>
        <ListFilterFields filters={OPERATOR_RETURN_FILTERS} list={list} options={options} today={today} />
      </FilterBar>
      <Toolbar>
        <Button variant="secondary" onPress={() => setImporting(true)}>
          {t(`${K}.import`)}
        </Button>
      </Toolbar>
      <DataTable
        {...list.table}
        mode="server"
        rowCount={reports.data?.count ?? 0}
        caption={t(`${K}.caption`)}
        isCaptionHidden
        data={rows}
        columns={operatorReturnColumns}
        getRowId={(row) => row.id}
        getRowLabel={(row) => `${row.client} ${row.period}`}
        isLoading={reports.isPending}
        error={reports.error ? failureText('errors.returns.load', reports.error) : undefined}
        onRetry={() => void reports.refetch()}
        emptyText={t(`${K}.empty`)}
        isSelectable
        selectedIds={selection.selected}
        onSelectedIdsChange={selection.setSelected}
        clearSelectionLabel={(count) => t(`${K}.clearSelection`, { count })}
        bulkActions={({ ids, count }) => {
          const why = selection.confirmability(ids);
          return (
            <>
              <Button
                size="sm"
                variant="primary"
                isDisabled={!why.canConfirm}
                isPending={selection.confirmSelected.isPending}
                onPress={() => void selection.confirmSelected.run(ids)}
              >
                {t(`${K}.confirm`, { count })}
              </Button>
              {count > 0 && !why.canConfirm && (
                <WhyNot>
                  {[
                    t(`${K}.whyNotConfirmable`),
                    why.confirmed > 0 ? t(`${K}.alreadyConfirmed`, { count: why.confirmed }) : null,
                    why.notReady > 0 ? t(`${K}.notReady`, { count: why.notReady }) : null,
                  ]
                    .filter(Boolean)
                    .join(' ')}
                </WhyNot>
              )}
            </>
          );
        }}
        onRowAction={(row) => openFromList(routes.operator.returnReport.to({ id: row.id }))}
      />
      <ImportModal
        request={isImporting ? 'bulk' : null}
        into={() => ({ target: { kind: 'returnsBulk' }, period: '' })}
        today={today}
        onClose={() => setImporting(false)}
        // the statistics stay in the modal for the operator to read; the list has reloaded under it
        onImported={() => undefined}
      />
    </ScreenLayout>
  );
}
