export { PartnerUnconfirmedScreen, type PartnerUnconfirmedScreenProps } from './unconfirmed-screen';
