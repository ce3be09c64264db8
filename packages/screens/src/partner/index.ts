// The partner area's screens. Each helper adds only its own export lines.
export { PartnerConfirmedScreen, type PartnerConfirmedScreenProps } from './partner-confirmed';
export { PartnerProfileScreen, type PartnerProfileScreenProps } from './partner-profile';
export { PartnerRetestingScreen, type PartnerRetestingScreenProps } from './partner-retesting';
export { PartnerTestResultsScreen, type PartnerTestResultsScreenProps } from './partner-test-results';
export { PartnerTestingScreen, type PartnerTestingScreenProps } from './partner-testing';
export { PartnerUnconfirmedScreen, type PartnerUnconfirmedScreenProps } from './partner-unconfirmed';
export { PartnerUsersScreen, type PartnerUsersScreenProps } from './partner-users';
