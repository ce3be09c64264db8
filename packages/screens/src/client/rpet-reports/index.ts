export { RpetReportListScreen, type RpetReportListScreenProps } from './rpet-reports-screen';
