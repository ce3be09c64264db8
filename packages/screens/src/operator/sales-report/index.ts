export { OperatorSalesReportScreen, type OperatorSalesReportScreenProps } from './sales-report-screen';
