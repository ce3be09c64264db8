export { PartnerUnconfirmedScreen, type PartnerUnconfirmedScreenProps } from './partner-unconfirmed-screen';
