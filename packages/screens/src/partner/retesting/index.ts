export { PartnerRetestingScreen, type PartnerRetestingScreenProps } from './retesting-screen';
