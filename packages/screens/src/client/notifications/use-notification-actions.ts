// What a notification row does (spec §2 "Notifications", §4): mark an unseen one read, delete one. Both go
// through @epp/api's hooks, whose invalidation refetches GET notifications/ — the same query the shell's bell
// reads, so its count follows. One action at a time (useSubmitOnce); a failure says the spec's "Midagi läks
// valesti, proovi hiljem uuesti" (§8); after a delete focus goes to the next row's delete button, or the filter.
import { useDeleteNotification, useMarkNotificationRead } from '@epp/api/hooks';
import { message, useEppTranslation } from '@epp/i18n';
import { announce, useSubmitOnce } from '@epp/ui';
import { type RefObject, useEffect, useRef } from 'react';
import { usePageAlerts } from '../../kit';
import type { NotificationCellContext, NotificationRow } from './notifications-columns';

const FAILURE_ALERT = 'notification-action';
const DELETE_BUTTONS = '[data-notification-delete]';

export function useNotificationActions(
  page: RefObject<HTMLElement | null>,
  rows: readonly NotificationRow[],
  fallbackFocus: () => void,
) {
  const { t } = useEppTranslation();
  const alerts = usePageAlerts();
  const markRead = useMarkNotificationRead();
  const deleteNotification = useDeleteNotification();
  // The row being deleted and where its delete button was: focus goes to the button that takes its place.
  const deleting = useRef<{ id: string; index: number } | null>(null);

  // Once the list without the deleted row is drawn: focus the delete button that took its place.
  useEffect(() => {
    const deleted = deleting.current;
    if (!deleted || rows.some((row) => row.id === deleted.id)) return;
    deleting.current = null;
    const buttons = [...(page.current?.querySelectorAll<HTMLElement>(DELETE_BUTTONS) ?? [])];
    const next = buttons[Math.min(deleted.index, buttons.length - 1)];
    if (next) next.focus();
    else fallbackFocus();
  }, [rows, page, fallbackFocus]);

  const act = useSubmitOnce(async (kind: 'read' | 'delete', row: NotificationRow) => {
    const params = { params: { id: row.notification.id } };
    try {
      if (kind === 'read') await markRead.mutateAsync(params);
      else await deleteNotification.mutateAsync(params);
      alerts.dismiss(FAILURE_ALERT);
      announce(t(kind === 'read' ? 'screens.client.notifications.markedRead' : 'screens.client.notifications.deleted'));
    } catch {
      deleting.current = null;
      alerts.error(message('errors.notifications'), { id: FAILURE_ALERT });
    }
  });

  const cellContext: NotificationCellContext = {
    onMarkRead: (row) => void act.run('read', row),
    onDelete: (row) => {
      if (act.isPending) return;
      const buttons = [...(page.current?.querySelectorAll(DELETE_BUTTONS) ?? [])];
      deleting.current = { id: row.id, index: Math.max(buttons.indexOf(document.activeElement as Element), 0) };
      void act.run('delete', row);
    },
  };
  return { cellContext, isBusy: act.isPending };
}
