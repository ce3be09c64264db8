export {
  OperatorReturnReportsScreen,
  type OperatorReturnReportsScreenProps,
} from './return-reports-screen';
