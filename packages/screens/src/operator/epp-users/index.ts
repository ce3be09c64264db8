export { EppUsersScreen, type EppUsersScreenProps } from './epp-users-screen';
