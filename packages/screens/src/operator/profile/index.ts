export { OperatorProfileScreen, type OperatorProfileScreenProps } from './profile-screen';
