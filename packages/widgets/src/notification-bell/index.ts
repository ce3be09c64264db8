export { NotificationBell, type NotificationBellProps, newestNotifications } from './notification-bell';
