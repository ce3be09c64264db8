export { ReturnReportScreen, type ReturnReportScreenProps } from './return-report-detail-screen';
