export { RpetReportDetailScreen, type RpetReportDetailScreenProps } from './rpet-report-screen';
