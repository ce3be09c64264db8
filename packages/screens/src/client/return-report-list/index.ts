export { ReturnReportsScreen, type ReturnReportsScreenProps } from './return-report-list-screen';
