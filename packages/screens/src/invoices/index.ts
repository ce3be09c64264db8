// The invoice feature the roles share: the list's rows and columns, and the preview modal.
export { INVOICE_LINK_ATTRIBUTE, type InvoiceColumnsContext, invoiceColumns } from './invoice-columns';
export { InvoicePreviewModal, type InvoicePreviewModalProps } from './invoice-preview-modal';
export { INVOICE_DEFAULT_SORT, type InvoiceListRow, invoiceListRows } from './invoice-rows';
