// The invoice preview (spec client §2 "Invoices", §3 invoice fields): a modal over the invoice list with the
// receiver, the dates and status, the rows and the totals. The role's screen says when it is open and what
// closing does (the client's /invoices/{id} goes back to /invoices).
import { useInvoice } from '@epp/api/hooks';
import type { InvoiceDetail } from '@epp/api/schemas';
import { formatDisplayDate, formatMoney, parseApiDate } from '@epp/core';
import { useEppTranslation, useInterfaceLanguage } from '@epp/i18n';
import { Dialog, Modal, Spinner } from '@epp/ui';
import { StatusBadge } from '@epp/widgets/status-badge';
import { styled } from 'styled-components';
import { RecordLoadState } from '../kit';
import * as styles from './invoice-preview.styles';

export interface InvoicePreviewModalProps {
  /** The invoice shown; NaN (a malformed address) is "not found". */
  invoiceId: number;
  onClose: () => void;
}

const Head = styled.div`
  ${styles.previewHead}
`;
const Facts = styled.dl`
  ${styles.facts}
`;
const Receiver = styled.address`
  ${styles.receiver}
`;
const RowsTable = styled.table`
  ${styles.rowsTable}
`;
const Centred = styled.div`
  ${styles.centred}
`;

const TEXTS = 'screens.client.invoicePreview';
const displayDate = (date: string) => {
  const iso = parseApiDate(date);
  return iso ? formatDisplayDate(iso) : date;
};

/** The totals under the rows: without VAT, the VAT, with VAT (the last one bold). */
const totalRows = ({ totals }: InvoiceDetail) =>
  [
    ['screens.client.invoicePreview.totals.withoutVat', totals.without_VAT],
    ['screens.client.invoicePreview.totals.vat', totals.VAT],
    ['screens.client.invoicePreview.totals.withVat', totals.with_VAT],
  ] as const;

function InvoiceRowsTable({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useEppTranslation();
  const language = useInterfaceLanguage();
  const money = (value: number) => formatMoney(value, language);
  return (
    <RowsTable>
      <caption>{t(`${TEXTS}.rowsCaption`)}</caption>
      <thead>
        <tr>
          <th scope="col">{t(`${TEXTS}.columns.description`)}</th>
          <th scope="col">{t(`${TEXTS}.columns.quantity`)}</th>
          <th scope="col">{t(`${TEXTS}.columns.unitPrice`)}</th>
          <th scope="col">{t(`${TEXTS}.columns.vat`)}</th>
          <th scope="col">{t(`${TEXTS}.columns.total`)}</th>
        </tr>
      </thead>
      <tbody>
        {invoice.rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an invoice's rows have no id and never change order
          <tr key={index}>
            <td>{row.value}</td>
            <td>{row.quantity}</td>
            <td>{money(row.unit_price)}</td>
            <td>{row.vat_id}</td>
            <td>{money(row.total)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {totalRows(invoice).map(([key, value]) => (
          <tr key={key}>
            <th scope="row" colSpan={4}>
              {t(key)}
            </th>
            <td>{money(value)}</td>
          </tr>
        ))}
      </tfoot>
    </RowsTable>
  );
}

function InvoiceContent({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useEppTranslation();
  const receiver = invoice.invoice_receiver;
  return (
    <>
      <Head>
        <Receiver aria-label={t(`${TEXTS}.receiver`)}>
          <strong>{receiver.name}</strong>
          <span>{receiver.street}</span>
          <span>{[receiver.zipCode, receiver.county].filter(Boolean).join(' ')}</span>
          <span>{t(`${TEXTS}.regNumber`, { code: receiver.reg_number })}</span>
        </Receiver>
        <Facts>
          <dt>{t(`${TEXTS}.date`)}</dt>
          <dd>{displayDate(invoice.date)}</dd>
          <dt>{t(`${TEXTS}.dueDate`)}</dt>
          <dd>{displayDate(invoice.due_date)}</dd>
          <dt>{t(`${TEXTS}.referenceNumber`)}</dt>
          <dd>{receiver.reference_number}</dd>
          <dt>{t(`${TEXTS}.status`)}</dt>
          <dd>
            <StatusBadge family="invoice" value={invoice.status} />
          </dd>
        </Facts>
      </Head>
      {invoice.totals.show_invoice_preview ? <InvoiceRowsTable invoice={invoice} /> : <p>{t(`${TEXTS}.noPreview`)}</p>}
    </>
  );
}

function PreviewBody({ invoiceId }: { invoiceId: number }) {
  const { t } = useEppTranslation();
  const isValidId = Number.isInteger(invoiceId);
  const query = useInvoice({ params: { id: invoiceId } }, { enabled: isValidId });
  return (
    <RecordLoadState
      load={query}
      isValidId={isValidId}
      texts={{ failure: `${TEXTS}.loadError`, notFound: `${TEXTS}.notFound` }}
      placeholder={
        <Centred aria-busy="true">
          <Spinner label={t(`${TEXTS}.loading`)} />
        </Centred>
      }
    >
      {(invoice) => <InvoiceContent invoice={invoice} />}
    </RecordLoadState>
  );
}

function PreviewTitle({ invoiceId }: { invoiceId: number }) {
  const { t } = useEppTranslation();
  const query = useInvoice({ params: { id: invoiceId } }, { enabled: Number.isInteger(invoiceId) });
  const number = query.data?.number.name;
  return <>{number ? t(`${TEXTS}.titleWithNumber`, { number }) : t(`${TEXTS}.title`)}</>;
}

/** The preview of one invoice in a modal: Escape and the close button call `onClose`. */
export function InvoicePreviewModal({ invoiceId, onClose }: InvoicePreviewModalProps) {
  return (
    <Modal isOpen onOpenChange={(isOpen) => !isOpen && onClose()} size="lg">
      <Dialog title={<PreviewTitle invoiceId={invoiceId} />}>
        <PreviewBody invoiceId={invoiceId} />
      </Dialog>
    </Modal>
  );
}
