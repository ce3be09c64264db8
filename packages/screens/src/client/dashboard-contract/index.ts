export { DashboardContractScreen, type DashboardContractScreenProps } from './dashboard-contract-screen';
