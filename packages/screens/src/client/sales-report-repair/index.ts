export { SalesReportRepairScreen, type SalesReportRepairScreenProps } from './sales-report-repair-screen';
