export { InvoicesScreen, type InvoicesScreenProps } from './invoices-screen';
