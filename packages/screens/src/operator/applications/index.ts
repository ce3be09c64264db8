export { RegistryApplicationsScreen, type RegistryApplicationsScreenProps } from './applications-screen';
