export { PartnerTestResultsScreen, type PartnerTestResultsScreenProps } from './partner-test-results-screen';
