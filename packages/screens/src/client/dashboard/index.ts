export { type ChartMonth, chartLayout, niceCeiling } from './chart-geometry';
export { CONTRACT_EXISTS_STATE, DashboardScreen, type DashboardScreenProps } from './dashboard';
export { StatisticsChart } from './statistics-chart';
