export { PartnerRetestingScreen, type PartnerRetestingScreenProps } from './partner-retesting-screen';
