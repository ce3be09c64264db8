export { ApiNotificationBell, type ApiNotificationBellProps } from './api-notification-bell';
export { NotificationBell, type NotificationBellProps, newestNotifications } from './notification-bell';
export { notificationBellTextAreas } from './text-areas';
