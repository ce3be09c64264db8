export { ClientProfileScreen, type ClientProfileScreenProps } from './client-profile-screen';
