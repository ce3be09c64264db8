export { PartnerConfirmedScreen, type PartnerConfirmedScreenProps } from './confirmed-screen';
