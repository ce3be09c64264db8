export {
  AdditionalDepositReportsScreen,
  type AdditionalDepositReportsScreenProps,
} from './additional-deposit-list-screen';
