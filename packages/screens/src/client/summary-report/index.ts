export { SummaryReportScreen, type SummaryReportScreenProps } from './summary-report-screen';
