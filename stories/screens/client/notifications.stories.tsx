import { handlersFor, scenarios } from '@epp/fixtures';
import { NotificationsScreen } from '@epp/screens/client';
import { clearAnnouncements } from '@epp/ui';
import { ApiNotificationBell } from '@epp/widgets/notification-bell';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { escapeRegExp, press, settled } from '../../support/interaction';
import { withScreen } from '../../support/screen-frame';
import { screenStateStories } from '../../support/screen-states';
import { findTable } from '../../support/tables';
import { text } from '../../support/text';

// Mari Tamm has 12 notifications, the 4 newest unseen.
const scenario = scenarios.clientActiveContract;
const ALL = 12;
const UNSEEN = 4;

const meta = {
  title: 'Screens/Client/Notifications',
  component: NotificationsScreen,
  decorators: [withScreen],
  beforeEach: () => clearAnnouncements(),
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/profile/notifications' },
    msw: { handlers: handlersFor(scenario) },
  },
} satisfies Meta<typeof NotificationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const CAPTION = 'screens.client.notifications.caption';
/** A name that starts as the text of `key` does without its `{{time}}`. */
const labelled = (key: 'markReadLabel' | 'deleteLabel') =>
  new RegExp(`^${escapeRegExp(text(`screens.client.notifications.${key}`, { time: '' }))}`);
const markReadLinks = () => screen.queryAllByRole('link', { name: labelled('markReadLabel') });
const deleteButtons = () => screen.queryAllByRole('button', { name: labelled('deleteLabel') });
const unreadOnly = () => screen.getByRole('checkbox', { name: text('screens.client.notifications.onlyUnread') });

/** The table shows `count` notifications (the header row left out), no longer busy. */
async function rowsShown(count: number) {
  const table = await findTable(CAPTION);
  await waitFor(() => {
    expect(table).not.toHaveAttribute('aria-busy', 'true');
    expect(within(table).getAllByRole('row')).toHaveLength(count + 1);
  });
  return table;
}

/** The shell's bell beside the page: the same notifications query, so its count follows the page's changes. */
const withBell: Decorator = (Story) => (
  <>
    <ApiNotificationBell allHref="/profile/notifications" />
    <Story />
  </>
);
const bellSays = (unseen: number) =>
  screen.findByRole('button', { name: text('widgets.notificationBell.labelWithCount', { count: unseen }) });

/** Every notification, newest first; the unseen ones with "Märgi loetuks", each with a labelled delete button. */
export const List: Story = {
  play: async () => {
    await rowsShown(ALL);
    await expect(markReadLinks()).toHaveLength(UNSEEN);
    await expect(deleteButtons()).toHaveLength(ALL);
    await expect(unreadOnly()).not.toBeChecked();
  },
};

/** "Ainult lugemata" is in the address (`?unread=1`): opened so, only the unseen show; unticked, all again. */
export const UnreadOnly: Story = {
  parameters: { screen: { path: '/profile/notifications?unread=1' } },
  play: async () => {
    await rowsShown(UNSEEN);
    await expect(unreadOnly()).toBeChecked();
    await press(unreadOnly(), ' ');
    await rowsShown(ALL);
    await press(unreadOnly(), ' ');
    await rowsShown(UNSEEN);
  },
};

const states = screenStateStories({
  scenario,
  endpoints: 'notifications',
  loading: CAPTION,
  empty: { scenario: scenarios.clientEmpty, text: 'screens.client.notifications.empty' },
  error: {
    texts: 'errors.notifications',
    // The retry asks again; the server still fails, and says so again.
    andThen: async () => {
      await userEvent.click(screen.getByRole('button', { name: text('common.actions.retry') }));
      await expect(await screen.findByText(text('errors.notifications'))).toBeVisible();
    },
  },
});

/** None at all: the empty text. */
export const Empty: Story = states.Empty;

/**
 * "Märgi loetuks" from the keyboard: the notification is read, the bell counts one unseen fewer, and focus stays
 * in the row (its delete button: the link is gone).
 */
export const MarkRead: Story = {
  decorators: [withBell],
  parameters: { msw: { handlers: handlersFor(scenario) } },
  play: async () => {
    await rowsShown(ALL);
    await bellSays(UNSEEN);
    const [first] = markReadLinks();
    await press(first as HTMLElement);
    await waitFor(() => expect(markReadLinks()).toHaveLength(UNSEEN - 1));
    await bellSays(UNSEEN - 1);
    await waitFor(() => expect(deleteButtons()[0]).toHaveFocus());
    await settled();
  },
};

/** The delete button of the newest (unseen) one: the row goes, focus moves to the next row's, the bell follows. */
export const Delete: Story = {
  decorators: [withBell],
  parameters: { msw: { handlers: handlersFor(scenario) } },
  play: async () => {
    await rowsShown(ALL);
    await bellSays(UNSEEN);
    await press(deleteButtons()[0] as HTMLElement);
    await rowsShown(ALL - 1);
    await bellSays(UNSEEN - 1);
    await waitFor(() => expect(deleteButtons()[0]).toHaveFocus());
    await settled();
  },
};

/** The answer never comes: the table stays busy and says it is loading. */
export const Loading: Story = states.Loading;

/** The list fails: the spec's "Midagi läks valesti, proovi hiljem uuesti" (§8), and a retry. */
export const ServerError: Story = states.ServerError;
