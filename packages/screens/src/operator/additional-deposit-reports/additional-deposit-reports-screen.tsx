import { useAllClients } from '@epp/api/hooks';
import { useEppTranslation } from '@epp/i18n';
import { Button, type SelectOption } from '@epp/ui';
import { useMemo } from 'react';
import { styled } from 'styled-components';
import { actionRow, createScreen, useLoadFailureAlert, useOpenFromList, useRouteTitle, useRowDialogs } from '../../kit';
import {
  ADDITIONAL_DEPOSIT_OPERATOR_FILTERS,
  type AdditionalDepositListCellContext,
  AdditionalDepositListView,
  AdditionalDepositSyncDialog,
  type AdditionalDepositSyncRequest,
  additionalDepositOperatorColumns,
  additionalDepositRowActions,
  useAdditionalDepositDeletedNotice,
} from '../../reports/additional-deposit';
import { OPERATOR_REPORT_TABS } from '../../reports/report-tabs';
import { routes } from '../../routes/route-table';

const K = 'screens.operator.additionalDepositReports';

/** The list takes no props: its filters, sort and page are in the address. */
export type OperatorAdditionalDepositReportsScreenProps = Record<never, never>;

const Actions = styled.div`
  ${actionRow}
`;

/**
 * The operator's additional-deposit reports (/reports/additional-deposit, spec operator §2 "Additional-deposit
 * list"): client, posted status and year range; company, year, invoices, status and last-synced date, sorted and
 * paged on the server; 'sync reports' (all), and a row menu to open a report or sync it (a dialog with the
 * answer's statistics). A row opens the report.
 */
export const OperatorAdditionalDepositReportsScreen = createScreen<OperatorAdditionalDepositReportsScreenProps>(
  'OperatorAdditionalDepositReportsScreen',
  OperatorAdditionalDepositReports,
);

function OperatorAdditionalDepositReports() {
  const { t } = useEppTranslation();
  const openFromList = useOpenFromList();
  const dialogs = useRowDialogs<{ sync: AdditionalDepositSyncRequest }>();
  const options = useFilterOptions();
  useAdditionalDepositDeletedNotice();
  const reportPath = (id: string | number) => routes.operator.additionalDepositReport.to({ id });

  const cellContext: AdditionalDepositListCellContext = {
    actionsOf: (row) => additionalDepositRowActions(row.report),
    onAction: (row, action) => {
      if (action === 'open') openFromList(reportPath(row.id));
      else dialogs.open('sync', { kind: 'one', report: row.report });
    },
    onTrigger: dialogs.onTrigger,
  };

  return (
    <AdditionalDepositListView
      title={useRouteTitle(routes.operator.additionalDepositReports)}
      tabs={OPERATOR_REPORT_TABS}
      filters={ADDITIONAL_DEPOSIT_OPERATOR_FILTERS}
      options={options}
      columns={additionalDepositOperatorColumns}
      reportPath={reportPath}
      cellContext={cellContext}
      actions={
        <Actions>
          <Button variant="secondary" onPress={(event) => dialogs.open('sync', { kind: 'all' }, event.target)}>
            {t(`${K}.syncAll`)}
          </Button>
        </Actions>
      }
    >
      <AdditionalDepositSyncDialog request={dialogs.subjectOf('sync')} onClose={dialogs.close} />
    </AdditionalDepositListView>
  );
}

/** The client filter offers every client (the server filters by id); posted: 'Kinnitatud' or 'Kinnitamata'. */
function useFilterOptions() {
  const { t } = useEppTranslation();
  const clients = useAllClients();
  useLoadFailureAlert(clients, `${K}.optionsLoadError`);
  const clientOptions = useMemo(
    () =>
      (clients.data ?? [])
        .map((client): SelectOption => ({ id: String(client.id), label: client.name }))
        .sort((a, b) => String(a.label).localeCompare(String(b.label), 'et')),
    [clients.data],
  );
  return {
    client: clientOptions,
    posted: [
      { id: 'true', label: t('status.additionalDeposit.posted') },
      { id: 'false', label: t('status.additionalDeposit.not-posted') },
    ],
  };
}
