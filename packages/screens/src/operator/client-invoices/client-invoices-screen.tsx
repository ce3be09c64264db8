import { useClientInvoices } from '@epp/api/hooks';
import { formatMoney, isBalancePayable } from '@epp/core';
import { useEppTranslation, useInterfaceLanguage } from '@epp/i18n';
import { Button, DataTable, StatTile } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { useMemo } from 'react';
import { styled } from 'styled-components';
import { INVOICE_DEFAULT_SORT, invoiceListRows } from '../../invoices';
import {
  actionRow,
  BackButton,
  createScreen,
  RecordLoadFailure,
  recordLoadStatus,
  ScreenLayout,
  useListUrlState,
  useRouteTitle,
} from '../../kit';
import { routes } from '../../routes/route-table';
import { operatorInvoiceColumns, type ReminderCellContext } from './client-invoice-columns';
import { useInvoiceReminders } from './use-invoice-reminders';

const K = 'screens.operator.clientInvoices';

export interface ClientInvoicesScreenProps {
  /** The client's id, from the address (/client-invoices/:id); NaN where malformed, which is "not found". */
  id: number;
}

const Toolbar = styled.div`
  ${actionRow}
  align-items: center;
`;

/** The list has no filter bar: the address keeps only its sort and page. */
const NO_FILTERS = {};

/**
 * A client's invoices for the operator (/client-invoices/{id}, spec operator §2 "Client invoices"), opened from
 * the debts list or the package details' debt alert: the NAV balance with "Saada koondarve" (only above 0), the
 * invoices newest first with "Saada uuesti" or a disabled "Tasutud", back to the debts.
 */
export const ClientInvoicesScreen = createScreen<ClientInvoicesScreenProps>('ClientInvoicesScreen', ClientInvoices);

function ClientInvoices({ id }: ClientInvoicesScreenProps) {
  const { t } = useEppTranslation();
  const language = useInterfaceLanguage();
  const { failureText } = useErrorText();
  const isValidId = Number.isFinite(id);
  const list = useListUrlState({ filters: NO_FILTERS, defaultSort: INVOICE_DEFAULT_SORT });
  const query = useClientInvoices({ params: { client_id: id } }, { enabled: isValidId });
  const reminders = useInvoiceReminders(id);
  const rows = useMemo(() => invoiceListRows(query.data?.invoices ?? []), [query.data]);
  const balance = query.data?.invoices_balance_nav ?? null;
  const cellContext = useMemo<ReminderCellContext>(
    () => ({
      // the operator has no invoice preview of its own: the number opens the invoice's document
      numberHrefOf: (row) => row.documentUrl,
      onSendReminder: reminders.sendReminder,
      sendingId: reminders.sendingId,
    }),
    [reminders.sendReminder, reminders.sendingId],
  );

  return (
    <ScreenLayout title={useRouteTitle(routes.operator.clientInvoices)}>
      <BackButton parentPath={routes.operator.debts.to()} label={`${K}.back`} />
      {recordLoadStatus(query, isValidId) === 'not-found' ? (
        <RecordLoadFailure
          load={query}
          isValidId={isValidId}
          texts={{
            failure: `${K}.loadError`,
            notFound: `${K}.notFound`,
            toList: { path: routes.operator.debts.to(), label: `${K}.toList` },
          }}
        />
      ) : (
        <>
          <Toolbar>
            <StatTile
              label={t(`${K}.balance`)}
              value={query.data && balance !== null ? formatMoney(balance, language) : null}
            />
            <Button
              isPending={reminders.isSendingSummary}
              isDisabled={!isBalancePayable(balance)}
              onPress={reminders.sendSummary}
            >
              {t(`${K}.sendSummary`)}
            </Button>
          </Toolbar>
          <DataTable
            {...list.table}
            caption={t(`${K}.caption`)}
            isCaptionHidden
            data={rows}
            columns={operatorInvoiceColumns}
            getRowId={(row) => String(row.id)}
            getRowLabel={(row) => row.number}
            isLoading={query.isPending}
            error={query.error ? failureText(`${K}.loadError`, query.error) : undefined}
            onRetry={() => void query.refetch()}
            emptyText={t(`${K}.empty`)}
            cellContext={cellContext}
          />
        </>
      )}
    </ScreenLayout>
  );
}
