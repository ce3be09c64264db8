export { NotificationsScreen, type NotificationsScreenProps } from './notifications-screen';
