export { type ChartMonth, chartLayout, niceCeiling } from './chart-geometry';
export { CONTRACT_EXISTS_STATE } from './contract-exists';
export { DashboardScreen, type DashboardScreenProps } from './dashboard-screen';
export { StatisticsChart } from './statistics-chart';
