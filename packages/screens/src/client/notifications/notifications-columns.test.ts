import type { NotificationItem } from '@epp/api/schemas';
import { describe, expect, it } from 'vitest';
import { notificationRows, notificationTime } from './notifications-columns';

const notifications: NotificationItem[] = [
  { id: 3, message: 'Arve M202610 tähtaeg on möödunud.', created_at: '2026-11-20T08:00:00Z', is_seen: false },
  { id: 2, message: 'Teie leping on allkirjastatud ja kinnitatud.', created_at: '2026-11-18T09:07:00Z', is_seen: true },
];

describe('notificationRows', () => {
  it('keeps the server’s order, every notification or only the unseen', () => {
    expect(notificationRows(notifications, false).map((row) => row.id)).toEqual(['3', '2']);
    expect(notificationRows(notifications, true).map((row) => row.id)).toEqual(['3']);
  });
  it('shows the time in Tallinn as DD.MM.YYYY HH:mm', () => {
    const [row] = notificationRows(notifications, false);
    expect(row && notificationTime(row)).toBe('20.11.2026 10:00');
  });
});
