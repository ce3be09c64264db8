export {
  OperatorAdditionalDepositReportsScreen,
  type OperatorAdditionalDepositReportsScreenProps,
} from './additional-deposit-reports-screen';
