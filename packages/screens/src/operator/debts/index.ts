export { DebtsScreen, type DebtsScreenProps } from './debts-screen';
