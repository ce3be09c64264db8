export { RegistryPackagesScreen, type RegistryPackagesScreenProps } from './all-packages-screen';
