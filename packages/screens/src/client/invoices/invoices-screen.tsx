import { useInvoices } from '@epp/api/hooks';
import { formatMoney, isBalancePayable } from '@epp/core';
import { useEppTranslation, useInterfaceLanguage } from '@epp/i18n';
import { Button, DataTable, StatTile } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { styled } from 'styled-components';
import {
  INVOICE_DEFAULT_SORT,
  INVOICE_LINK_ATTRIBUTE,
  type InvoiceListRow,
  InvoicePreviewModal,
  invoiceListRows,
} from '../../invoices';
import { actionRow, createScreen, ScreenLayout, useListUrlState, useRouteTitle } from '../../kit';
import { routes } from '../../routes/route-table';
import { useActiveClient } from '../../shared/use-active-client';
import { type ClientInvoiceCellContext, clientInvoiceColumns } from './client-invoice-columns';
import { type FollowRedirect, followInBrowser, useInvoicePayment } from './use-invoice-payment';
import { usePaymentReturnAlert } from './use-payment-return';

export interface InvoicesScreenProps {
  /** /invoices/{id}: the invoice whose preview is open over the list (NaN, a malformed address: not found). */
  previewId?: number;
  /** Follows the payment provider's redirect URL: the browser's location by default (stories observe it). */
  followRedirect?: FollowRedirect;
}

const Toolbar = styled.div`
  ${actionRow}
  align-items: center;
`;

/** The invoice list has no filter bar: the address keeps only its sort and page. */
const NO_FILTERS = {};

/** Where the list gives focus back after the preview closes (the number link it was opened from). */
interface ReturnFocusState {
  focusInvoice?: number;
}

/**
 * The client's invoices (/invoices, spec §2 "Invoices"): the balance with "pay all" (only above 0), the invoices
 * newest first with a pay button or a disabled "paid" one, the preview at /invoices/{id} as a modal over the
 * list, and the payment return alert by ?payment_reference=.
 */
export const InvoicesScreen = createScreen<InvoicesScreenProps>('InvoicesScreen', Invoices);

function Invoices({ previewId, followRedirect = followInBrowser }: InvoicesScreenProps) {
  const { t } = useEppTranslation();
  const language = useInterfaceLanguage();
  const { failureText } = useErrorText();
  const navigate = useNavigate();
  const location = useLocation();
  const list = useListUrlState({ filters: NO_FILTERS, defaultSort: INVOICE_DEFAULT_SORT });
  const query = useInvoices();
  const { client } = useActiveClient();
  const payment = useInvoicePayment(client?.id, followRedirect);
  usePaymentReturnAlert();

  const rows = useMemo(() => invoiceListRows(query.data?.invoices ?? []), [query.data]);
  const balance = query.data?.invoices_balance ?? null;
  const focusInvoice = (location.state as ReturnFocusState | null)?.focusInvoice;
  useEffect(() => {
    // back from the preview: the number link it was opened from has focus again (also after a remount)
    if (previewId !== undefined || focusInvoice === undefined || rows.length === 0) return;
    document.querySelector<HTMLElement>(`[${INVOICE_LINK_ATTRIBUTE}="${focusInvoice}"]`)?.focus();
  }, [previewId, focusInvoice, rows]);

  const cellContext = useMemo<ClientInvoiceCellContext>(
    () => ({
      numberHrefOf: (row: InvoiceListRow) => routes.client.invoicePreview.to({ id: row.id }, location.search),
      onPay: (row) => payment.pay({ invoiceId: row.id, amount: row.outstanding }),
      payingId: payment.paying?.invoiceId ?? null,
      isPayDisabled: payment.isPending || client === undefined,
    }),
    [location.search, payment, client],
  );
  const isPayingAll = payment.paying !== null && payment.paying.invoiceId === null;

  return (
    <ScreenLayout
      title={useRouteTitle(previewId === undefined ? routes.client.invoices : routes.client.invoicePreview)}
    >
      <Toolbar>
        <StatTile
          label={t('screens.client.invoices.balance')}
          value={query.data && balance !== null ? formatMoney(balance, language) : null}
        />
        <Button
          isPending={isPayingAll}
          isDisabled={!isBalancePayable(balance) || client === undefined || (payment.isPending && !isPayingAll)}
          onPress={() => payment.pay({ invoiceId: null, amount: balance ?? 0 })}
        >
          {t('screens.client.invoices.payAll')}
        </Button>
      </Toolbar>
      <DataTable
        {...list.table}
        caption={t('screens.client.invoices.caption')}
        isCaptionHidden
        data={rows}
        columns={clientInvoiceColumns}
        getRowId={(row) => String(row.id)}
        getRowLabel={(row) => row.number}
        isLoading={query.isPending}
        error={query.error ? failureText('screens.client.invoices.loadError', query.error) : undefined}
        onRetry={() => void query.refetch()}
        emptyText={t('screens.client.invoices.empty')}
        cellContext={cellContext}
      />
      {previewId !== undefined && (
        <InvoicePreviewModal
          invoiceId={previewId}
          onClose={() =>
            navigate(routes.client.invoices.to(location.search), {
              state: { focusInvoice: previewId } satisfies ReturnFocusState,
            })
          }
        />
      )}
    </ScreenLayout>
  );
}
