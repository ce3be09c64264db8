export { PartnerProfileScreen, type PartnerProfileScreenProps } from './partner-profile-screen';
