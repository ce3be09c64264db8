export {
  AdditionalDepositReportScreen,
  type AdditionalDepositReportScreenProps,
} from './additional-deposit-report-screen';
