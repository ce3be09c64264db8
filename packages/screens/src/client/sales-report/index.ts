export { SalesReportScreen, type SalesReportScreenProps } from './sales-report-screen';
