// The notifications table (spec §2 "Notifications"): message, date, whether it is read, "Märgi loetuks" for an
// unseen one and a labelled delete button. Columns at module scope; what the actions do is the screen's,
// read from the DataTable's cellContext.
import type { NotificationItem } from '@epp/api/schemas';
import { formatDisplayDateTime } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { Badge, createDataTableColumns, IconButton, Link, TrashIcon, useCellContext } from '@epp/ui';
import { styled } from 'styled-components';
import { columnHeader } from '../../kit';

export interface NotificationRow {
  id: string;
  notification: NotificationItem;
  message: string;
  /** The server's timestamp: ISO, so the column sorts by it. */
  created: string;
  isSeen: boolean;
}

/** The rows of GET notifications/; only the unseen ones with `onlyUnread`. */
export function notificationRows(notifications: readonly NotificationItem[], onlyUnread: boolean): NotificationRow[] {
  return notifications
    .filter((notification) => !onlyUnread || !notification.is_seen)
    .map((notification) => ({
      id: String(notification.id),
      notification,
      message: notification.message,
      created: notification.created_at,
      isSeen: notification.is_seen,
    }));
}

/** A notification's time as the page shows it (DD.MM.YYYY HH:mm). */
export const notificationTime = (row: NotificationRow) => formatDisplayDateTime(new Date(row.created));

/** The DataTable's `cellContext` of the notifications table. */
export interface NotificationCellContext {
  onMarkRead: (row: NotificationRow) => void;
  onDelete: (row: NotificationRow) => void;
}

const Actions = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;

function StatusCell({ isSeen }: { isSeen: boolean }) {
  const { t } = useEppTranslation();
  return (
    <Badge tone={isSeen ? 'default' : 'info'}>
      {t(isSeen ? 'screens.client.notifications.seen' : 'screens.client.notifications.unseen')}
    </Badge>
  );
}

function ActionsCell({ row }: { row: NotificationRow }) {
  const { t } = useEppTranslation();
  const context = useCellContext<NotificationCellContext>();
  if (!context) return null;
  const time = notificationTime(row);
  return (
    <Actions>
      {!row.isSeen && (
        <Link
          variant="standalone"
          aria-label={t('screens.client.notifications.markReadLabel', { time })}
          onPress={() => context.onMarkRead(row)}
        >
          {t('screens.client.notifications.markRead')}
        </Link>
      )}
      <IconButton
        size="sm"
        data-notification-delete=""
        aria-label={t('screens.client.notifications.deleteLabel', { time })}
        onPress={() => context.onDelete(row)}
      >
        <TrashIcon />
      </IconButton>
    </Actions>
  );
}

const col = createDataTableColumns<NotificationRow>();

export const notificationColumns = col.columns([
  col.accessor('message', {
    header: columnHeader('screens.client.notifications.columns.message'),
    enableSorting: false,
  }),
  col.accessor('created', {
    header: columnHeader('screens.client.notifications.columns.created'),
    sortFn: 'basic',
    meta: { width: '170px' },
    cell: ({ row }) => notificationTime(row.original),
  }),
  col.accessor('isSeen', {
    header: columnHeader('screens.client.notifications.columns.status'),
    enableSorting: false,
    meta: { width: '120px' },
    cell: ({ row }) => <StatusCell isSeen={row.original.isSeen} />,
  }),
  col.display({
    id: 'actions',
    header: columnHeader('screens.client.notifications.columns.actions'),
    meta: { width: '190px', align: 'end' },
    cell: ({ row }) => <ActionsCell row={row.original} />,
  }),
]);
