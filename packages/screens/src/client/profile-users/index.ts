export { ProfileUsersScreen, type ProfileUsersScreenProps } from './profile-users-screen';
