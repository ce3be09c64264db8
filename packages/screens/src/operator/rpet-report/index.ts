export { RpetReportScreen, type RpetReportScreenProps } from './rpet-report-screen';
