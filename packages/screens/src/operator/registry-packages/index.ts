export { RegistryPackagesScreen, type RegistryPackagesScreenProps } from './registry-packages-screen';
