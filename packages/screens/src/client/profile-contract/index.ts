export { ProfileContractScreen, type ProfileContractScreenProps } from './profile-contract-screen';
