export { PartnerProfileScreen, type PartnerProfileScreenProps } from './profile-screen';
