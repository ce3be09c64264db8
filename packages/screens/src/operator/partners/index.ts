export { PartnersScreen, type PartnersScreenProps } from './partners-screen';
