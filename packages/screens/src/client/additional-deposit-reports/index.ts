export {
  AdditionalDepositReportsScreen,
  type AdditionalDepositReportsScreenProps,
} from './additional-deposit-reports-screen';
