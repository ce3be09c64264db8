export { PartnerUsersScreen, type PartnerUsersScreenProps } from './users-screen';
