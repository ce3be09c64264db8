// What a notification row does (spec §2 "Notifications", §4): mark an unseen one read, delete one. Both go
// through @epp/api's hooks, whose invalidation refetches GET notifications/ — the same query the shell's bell
// reads, so its count follows. One action at a time (useSubmitOnce); a failure says the spec's "Midagi läks
// valesti, proovi hiljem uuesti" (§8); focus stays in the row's place (its delete button, or the next row's).
import { useDeleteNotification, useMarkNotificationRead } from '@epp/api/hooks';
import { message, useEppTranslation } from '@epp/i18n';
import { announce, useSubmitOnce } from '@epp/ui';
import { type RefObject, useEffect, useRef } from 'react';
import { focusInPlace, placeAmong, usePageAlerts } from '../../kit';
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
  // The row acted on and its place: its "Märgi loetuks" link or the whole row goes away, so focus goes to the
  // delete button in that place once the change is drawn (the row's own, or the next row's).
  const acting = useRef<{ id: string; index: number; kind: 'read' | 'delete' } | null>(null);

  useEffect(() => {
    const pending = acting.current;
    if (!pending) return;
    const row = rows.find((candidate) => candidate.id === pending.id);
    if (row && (pending.kind === 'delete' || !row.isSeen)) return;
    acting.current = null;
    focusInPlace(page, DELETE_BUTTONS, pending.index, fallbackFocus);
  }, [rows, page, fallbackFocus]);

  const act = useSubmitOnce(async (kind: 'read' | 'delete', row: NotificationRow) => {
    // The row's place as drawn (the table may be sorted otherwise than the answer): that of the pressed control.
    const index = placeAmong(page, DELETE_BUTTONS, document.activeElement?.closest('tr'));
    acting.current = { id: row.id, index, kind };
    const params = { params: { id: row.notification.id } };
    try {
      if (kind === 'read') await markRead.mutateAsync(params);
      else await deleteNotification.mutateAsync(params);
      alerts.dismiss(FAILURE_ALERT);
      announce(t(kind === 'read' ? 'screens.client.notifications.markedRead' : 'screens.client.notifications.deleted'));
    } catch {
      acting.current = null;
      alerts.error(message('errors.notifications'), { id: FAILURE_ALERT });
    }
  });

  // One action at a time: a press while one runs is ignored by the guard, before it records its row.
  const cellContext: NotificationCellContext = {
    onMarkRead: (row) => void act.run('read', row),
    onDelete: (row) => void act.run('delete', row),
  };
  return { cellContext, isBusy: act.isPending };
}
