import type { NotificationItem } from '@epp/api';
import { type Scenario, scenarios, storeFor } from '@epp/fixtures';
import { NotificationBell } from '@epp/widgets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { text } from '../support/text';

// ---- Data: the seeded notifications of one person (the world seeds Mari Tamm 12, Kristjan Kask 120) -------

function notificationsOf(
  scenario: Scenario,
  total: number,
): { notifications: NotificationItem[]; unseenCount: number } {
  const byPerson = new Map<number, NotificationItem[]>();
  for (const { person_id, ...row } of storeFor(scenario).db.notifications) {
    byPerson.set(person_id, [...(byPerson.get(person_id) ?? []), row]);
  }
  const unseen = (rows: NotificationItem[]) => rows.filter((row) => !row.is_seen).length;
  const rows = [...byPerson.values()].find((list) => list.length === total) ?? [];
  return { notifications: rows, unseenCount: unseen(rows) };
}

/** Mari Tamm: 12 notifications, 4 unseen. */
const mari = notificationsOf(scenarios.clientActiveContract, 12);
/** Kristjan Kask: 120 notifications, 104 unseen. */
const kristjan = notificationsOf(scenarios.multiProfile, 120);

// ---- Helpers --------------------------------------------------------------------------------------------

const bell = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: new RegExp(`^${text('widgets.notificationBell.label')}`) });
const panel = () => screen.findByRole('dialog', { name: text('widgets.notificationBell.heading') });

// ---- Stories --------------------------------------------------------------------------------------------

const meta = {
  title: 'Widgets/NotificationBell',
  component: NotificationBell,
  args: { notifications: [], unseenCount: 0, onMarkRead: fn(), allHref: '/profile/notifications' },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', width: 400, padding: 16 }}>
      <NotificationBell {...args} />
    </div>
  ),
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** None: no badge; opened, the empty text and the link to all. */
export const None: Story = {
  play: async ({ canvasElement }) => {
    const button = bell(canvasElement);
    await expect(button).toHaveAccessibleName(text('widgets.notificationBell.label'));
    await userEvent.click(button);
    const dialog = await panel();
    await expect(within(dialog).getByText(text('widgets.notificationBell.empty'))).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: text('widgets.notificationBell.all') })).toHaveAttribute(
      'href',
      '/profile/notifications',
    );
  },
};

/** Mari Tamm's 12: the badge counts 4 unseen; opened by keyboard, the 3 newest, newest first, unseen ones markable. */
export const ThreeNewest: Story = {
  args: mari,
  play: async ({ args, canvasElement }) => {
    await expect(bell(canvasElement).parentElement).toHaveTextContent('4');
    await userEvent.tab();
    await expect(bell(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await panel();
    const items = within(dialog).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const newest = [...args.notifications].sort((a, b) => b.created_at.localeCompare(a.created_at));
    await expect(items[0]).toHaveTextContent(newest[0]?.message ?? '');
    const marks = within(dialog).queryAllByRole('button', { name: text('widgets.notificationBell.markRead') });
    await expect(marks).toHaveLength(newest.slice(0, 3).filter((row) => !row.is_seen).length);
    const first = marks[0];
    if (first) {
      await userEvent.click(first);
      await waitFor(() => expect(args.onMarkRead).toHaveBeenCalledOnce());
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(bell(canvasElement)).toHaveFocus();
  },
};

/** Kristjan Kask's 104 unseen: the badge shows "99+". */
export const NinetyNinePlus: Story = {
  args: kristjan,
  play: async ({ args, canvasElement }) => {
    await expect(args.unseenCount).toBe(104);
    await expect(bell(canvasElement).parentElement).toHaveTextContent('99+');
    await expect(bell(canvasElement)).toHaveAccessibleName(
      text('widgets.notificationBell.labelWithCount').replace('{{count}}', '99+'),
    );
  },
};
