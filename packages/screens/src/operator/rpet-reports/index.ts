export { RpetReportsScreen, type RpetReportsScreenProps } from './rpet-reports-screen';
