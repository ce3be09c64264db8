export { RegistryTestingScreen, type RegistryTestingScreenProps } from './testing-screen';
