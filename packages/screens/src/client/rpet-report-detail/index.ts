export { RpetReportDetailScreen, type RpetReportDetailScreenProps } from './rpet-report-detail-screen';
