export { RpetReportListScreen, type RpetReportListScreenProps } from './rpet-report-list-screen';
