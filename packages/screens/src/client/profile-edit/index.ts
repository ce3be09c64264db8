export { ProfileEditScreen, type ProfileEditScreenProps } from './profile-edit-screen';
