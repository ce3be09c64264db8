export { PartnerTestResultsScreen, type PartnerTestResultsScreenProps } from './test-results-screen';
