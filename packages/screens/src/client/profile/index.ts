export { ProfileScreen, type ProfileScreenProps } from './profile-screen';
