export { RegistryApplicationsScreen, type RegistryApplicationsScreenProps } from './registry-applications-screen';
