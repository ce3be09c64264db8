export { SalesReportScreen, type SalesReportScreenProps } from './sales-report-detail-screen';
