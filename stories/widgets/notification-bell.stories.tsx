import { handlersFor, never, scenarios, serverError, sessionNotifications, storeFor } from '@epp/fixtures';
import { NotificationBell } from '@epp/widgets';
import { ApiNotificationBell } from '@epp/widgets/notification-bell';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ApiProviders } from '../support/api-providers';
import { shown } from '../support/interaction';
import { text } from '../support/text';

// ---- Data: the seeded notifications of the logged-in person ---------------------------------------------

/** Mari Tamm: 12 notifications, 4 unseen. */
const mari = sessionNotifications(storeFor(scenarios.clientActiveContract).db);
/** Kristjan Kask: 120 notifications, 104 unseen. */
const kristjan = sessionNotifications(storeFor(scenarios.multiProfile).db);

// ---- Helpers --------------------------------------------------------------------------------------------

const bell = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: new RegExp(`^${text('widgets.notificationBell.label')}`) });
const panel = () => shown(screen.findByRole('dialog', { name: text('widgets.notificationBell.heading') }));

/**
 * The bell at the end of a header-wide strip, with room below for its open panel: the panel is portalled to
 * <body>, and a component story's picture holds only the story's own box.
 */
const BellFrame = ({ children }: { children: ReactNode }) => (
  <div style={{ display: 'flex', justifyContent: 'flex-end', width: 400, minHeight: 560, padding: 16 }}>{children}</div>
);

/** A QueryClient and an @epp/api client on MSW's fixture handlers, for the hook-wired variant. */
const wired = () => (
  <ApiProviders>
    <BellFrame>
      <ApiNotificationBell allHref="/profile/notifications" />
    </BellFrame>
  </ApiProviders>
);

// ---- Stories --------------------------------------------------------------------------------------------

const meta = {
  title: 'Widgets/NotificationBell',
  component: NotificationBell,
  args: { notifications: [], unseenCount: 0, onMarkRead: fn(), allHref: '/profile/notifications' },
  render: (args) => (
    <BellFrame>
      <NotificationBell {...args} />
    </BellFrame>
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
    // react-aria gives focus back a frame after the popover unmounts.
    await waitFor(() => expect(bell(canvasElement)).toHaveFocus());
  },
};

/** Kristjan Kask's 104 unseen: the badge shows "99+". */
export const NinetyNinePlus: Story = {
  args: kristjan,
  play: async ({ args, canvasElement }) => {
    await expect(args.unseenCount).toBe(104);
    await expect(bell(canvasElement).parentElement).toHaveTextContent('99+');
    await expect(bell(canvasElement)).toHaveAccessibleName(
      text('widgets.notificationBell.labelWithCount', { count: '99+' }),
    );
  },
};

// ---- Wired to @epp/api ----------------------------------------------------------------------------------

/** Mari Tamm's notifications through useNotifications (MSW): 4 unseen; marking one read refetches: 3. */
export const WiredToApi: Story = {
  parameters: { msw: { handlers: handlersFor(scenarios.clientActiveContract) } },
  render: wired,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(bell(canvasElement).parentElement).toHaveTextContent('4'));
    await userEvent.click(bell(canvasElement));
    const dialog = await panel();
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
    const marks = within(dialog).getAllByRole('button', { name: text('widgets.notificationBell.markRead') });
    await userEvent.click(marks[0] as HTMLElement);
    await waitFor(() => expect(bell(canvasElement).parentElement).toHaveTextContent('3'));
    await waitFor(() =>
      expect(within(dialog).queryAllByRole('button', { name: text('widgets.notificationBell.markRead') })).toHaveLength(
        marks.length - 1,
      ),
    );
    // The pressed button is gone: react-aria moves focus back into the popover (a frame later), and only
    // from there does Escape close it.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(bell(canvasElement)).toHaveFocus());
  },
};

/** Still loading: no badge; opened, the popover says it is loading. */
export const WiredLoading: Story = {
  parameters: {
    msw: { handlers: handlersFor(scenarios.clientActiveContract, { overrides: { notifications: never() } }) },
  },
  render: wired,
  play: async ({ canvasElement }) => {
    await expect(bell(canvasElement)).toHaveAccessibleName(text('widgets.notificationBell.label'));
    await userEvent.click(bell(canvasElement));
    const dialog = await panel();
    await expect(
      within(dialog).getByRole('progressbar', { name: text('widgets.notificationBell.loading') }),
    ).toBeVisible();
  },
};

/** Loading failed: the popover shows the error instead of "none", with a retry. */
export const WiredLoadError: Story = {
  parameters: {
    msw: {
      handlers: handlersFor(scenarios.clientActiveContract, { overrides: { notifications: serverError(500) } }),
    },
  },
  render: wired,
  play: async ({ canvasElement }) => {
    await userEvent.click(bell(canvasElement));
    const dialog = await panel();
    await waitFor(() => expect(within(dialog).getByText(text('widgets.notificationBell.loadError'))).toBeVisible());
    await expect(within(dialog).queryByText(text('widgets.notificationBell.empty'))).toBeNull();
    await expect(within(dialog).getByRole('button', { name: text('common.actions.retry') })).toBeEnabled();
  },
};

/** Marking read fails: the popover says so and the notification stays unread. */
export const WiredMarkReadFails: Story = {
  parameters: {
    msw: {
      handlers: handlersFor(scenarios.clientActiveContract, {
        overrides: { markNotificationRead: serverError(500) },
      }),
    },
  },
  render: wired,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(bell(canvasElement).parentElement).toHaveTextContent('4'));
    await userEvent.click(bell(canvasElement));
    const dialog = await panel();
    const marks = within(dialog).getAllByRole('button', { name: text('widgets.notificationBell.markRead') });
    await userEvent.click(marks[0] as HTMLElement);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      text('widgets.notificationBell.markReadError', { error: 'server_error' }),
    );
    await expect(bell(canvasElement).parentElement).toHaveTextContent('4');
    // End on the keyboard: the clicked button moved down under the pointer when the alert appeared.
    await userEvent.tab();
  },
};
