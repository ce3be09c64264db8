export { PartnerTestingScreen, type PartnerTestingScreenProps } from './partner-testing-screen';
