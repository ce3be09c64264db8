export { ClientInvoicesScreen, type ClientInvoicesScreenProps } from './client-invoices-screen';
