export { PartnerTestingScreen, type PartnerTestingScreenProps } from './testing-screen';
