export { ApplicationsScreen, type ApplicationsScreenProps } from './applications-screen';
