export {
  OperatorAdditionalDepositReportScreen,
  type OperatorAdditionalDepositReportScreenProps,
} from './additional-deposit-report-screen';
