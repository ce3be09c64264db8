export { ClientsScreen, type ClientsScreenProps } from './clients-screen';
