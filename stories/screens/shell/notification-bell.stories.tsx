import { handlersFor, scenarios } from '@epp/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { withScreen } from '../../support/screen-frame';
import { text } from '../../support/text';
import { pageShown, ShellFrame } from './shell-story';

// The clients' bell in the shell header: none, the 3 newest in the dropdown, and 99+ unseen.

const meta = {
  title: 'Screens/Shell/NotificationBell',
  decorators: [withScreen],
  parameters: { layout: 'fullscreen', screen: { path: '/dashboard' } },
  render: () => <ShellFrame mode="client" width={1200} labels={['routes.dashboard']} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const bell = async (canvasElement: HTMLElement) => {
  await pageShown(canvasElement);
  return within(canvasElement).findByRole('button', {
    name: new RegExp(`^${text('widgets.notificationBell.label')}`),
  });
};

/** Mari Tamm with no notifications: no badge; the dropdown says there are none. */
export const None: Story = {
  parameters: { msw: { handlers: handlersFor(scenarios.clientEmpty) } },
  play: async ({ canvasElement }) => {
    const button = await bell(canvasElement);
    await expect(button).toHaveAccessibleName(text('widgets.notificationBell.label'));
    await userEvent.click(button);
    const panel = await screen.findByRole('dialog', { name: text('widgets.notificationBell.heading') });
    await within(panel).findByText(text('widgets.notificationBell.empty'));
  },
};

/** Mari Tamm: 4 unseen; the dropdown shows the 3 newest. */
export const ThreeNewest: Story = {
  parameters: { msw: { handlers: handlersFor(scenarios.clientActiveContract) } },
  play: async ({ canvasElement }) => {
    const button = await bell(canvasElement);
    await userEvent.click(button);
    const panel = await screen.findByRole('dialog', { name: text('widgets.notificationBell.heading') });
    const list = await within(panel).findByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Kristjan Kask: 104 unseen, the badge says 99+. */
export const NinetyNinePlus: Story = {
  parameters: { msw: { handlers: handlersFor(scenarios.multiProfile) } },
  play: async ({ canvasElement }) => {
    const button = await bell(canvasElement);
    await within(canvasElement).findByText('99+');
    await expect(button).toBeVisible();
  },
};
