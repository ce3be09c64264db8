export { ReturnReportScreen, type ReturnReportScreenProps } from './return-report-screen';
