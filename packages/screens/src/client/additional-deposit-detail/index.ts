export {
  AdditionalDepositReportScreen,
  type AdditionalDepositReportScreenProps,
} from './additional-deposit-detail-screen';
