export { PartnerConfirmedScreen, type PartnerConfirmedScreenProps } from './partner-confirmed-screen';
