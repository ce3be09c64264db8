export { SalesReportsScreen, type SalesReportsScreenProps } from './sales-report-list-screen';
