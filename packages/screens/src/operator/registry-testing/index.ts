export { RegistryTestingScreen, type RegistryTestingScreenProps } from './registry-testing-screen';
