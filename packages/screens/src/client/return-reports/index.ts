export { ReturnReportsScreen, type ReturnReportsScreenProps } from './return-reports-screen';
