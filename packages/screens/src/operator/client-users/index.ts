export { ClientUsersScreen, type ClientUsersScreenProps } from './client-users-screen';
