import { useMarkNotificationRead, useNotifications } from '@epp/api/hooks';
import { NotificationBell, type NotificationBellProps } from './notification-bell';

export type ApiNotificationBellProps = Pick<NotificationBellProps, 'allHref' | 'defaultOpen'>;

/**
 * The NotificationBell wired to @epp/api (inside an ApiClientProvider and a QueryClientProvider): the list
 * from useNotifications (GET notifications/), the unseen count counted from it (the API has no count call),
 * "mark as read" through useMarkNotificationRead, which refetches the list, so the badge and the item update.
 * While loading the bell has no badge and its popover says it is loading; a failed load shows the error there,
 * with a retry.
 */
export function ApiNotificationBell(props: ApiNotificationBellProps) {
  const list = useNotifications();
  const markRead = useMarkNotificationRead();
  const notifications = list.data ?? [];
  return (
    <NotificationBell
      {...props}
      notifications={notifications}
      unseenCount={notifications.filter((notification) => !notification.is_seen).length}
      isLoading={list.isPending}
      loadError={list.error ?? undefined}
      onRetry={() => void list.refetch()}
      onMarkRead={(notification) => markRead.mutateAsync({ params: { id: notification.id } })}
    />
  );
}
