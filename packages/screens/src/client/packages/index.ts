export { PackagesScreen, type PackagesScreenProps } from './packages-screen';
