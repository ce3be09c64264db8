export { SalesReportsScreen, type SalesReportsScreenProps } from './sales-reports-screen';
