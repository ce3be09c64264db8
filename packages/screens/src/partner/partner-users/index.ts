export { PartnerUsersScreen, type PartnerUsersScreenProps } from './partner-users-screen';
