export { OperatorReturnReportScreen, type OperatorReturnReportScreenProps } from './return-report-screen';
