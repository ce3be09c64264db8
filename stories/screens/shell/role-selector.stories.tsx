import { handlersFor, scenarios } from '@epp/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { shown } from '../../support/interaction';
import { withScreen } from '../../support/screen-frame';
import { text } from '../../support/text';
import { pageShown, ShellFrame } from './shell-story';

// The role selector in the shell header: one profile, many profiles (the list at most 400 px high) and
// "create new client", which sets active client 0 and leads to the contract form.

const meta = {
  title: 'Screens/Shell/RoleSelector',
  decorators: [withScreen],
  parameters: { layout: 'fullscreen', screen: { path: '/dashboard' } },
  render: () => <ShellFrame mode="client" width={1200} labels={['routes.dashboard']} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const selector = async (canvasElement: HTMLElement) => {
  await pageShown(canvasElement);
  return within(canvasElement).findByRole('button', { name: new RegExp(text('widgets.roleSelector.current')) });
};

/** Mari Tamm has one client profile: the list holds it and "create new client". */
export const OneProfile: Story = {
  parameters: { msw: { handlers: handlersFor(scenarios.clientActiveContract) } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await selector(canvasElement));
    const list = await shown(screen.findByRole('menu'));
    await expect(within(list).getByRole('menuitemradio', { name: /Põhjala Joogitehas OÜ/ })).toBeVisible();
  },
};

/** Kristjan Kask: operator, partner and two clients; the open list is at most 400 px high. */
export const ManyProfiles: Story = {
  parameters: { msw: { handlers: handlersFor(scenarios.multiProfile) } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await selector(canvasElement));
    const list = await shown(screen.findByRole('menu'));
    await expect(list.getBoundingClientRect().height).toBeLessThanOrEqual(400);
    await expect(
      within(list).getByRole('menuitemradio', { name: text('widgets.roleSelector.operatorProfile') }),
    ).toBeVisible();
  },
};

/** "Create new client": the active client becomes 0 and the user goes to the contract form. */
export const CreateNewClient: Story = {
  parameters: { msw: { handlers: handlersFor(scenarios.clientActiveContract) } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await selector(canvasElement));
    await userEvent.click(await screen.findByRole('menuitem', { name: text('widgets.roleSelector.createClient') }));
    await expect(await within(canvasElement).findByTestId('navigated-to')).toHaveTextContent('/dashboard/contract');
  },
};
