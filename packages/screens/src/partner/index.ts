// The partner area's screens. Each helper adds only its own export lines.
export { PartnerConfirmedScreen, type PartnerConfirmedScreenProps } from './confirmed';
export { PartnerProfileScreen, type PartnerProfileScreenProps } from './profile';
export { PartnerRetestingScreen, type PartnerRetestingScreenProps } from './retesting';
export { PartnerTestResultsScreen, type PartnerTestResultsScreenProps } from './test-results';
export { PartnerTestingScreen, type PartnerTestingScreenProps } from './testing';
export { PartnerUnconfirmedScreen, type PartnerUnconfirmedScreenProps } from './unconfirmed';
export { PartnerUsersScreen, type PartnerUsersScreenProps } from './users';
