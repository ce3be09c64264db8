export { MassReportScreen, type MassReportScreenProps } from './mass-report-screen';
