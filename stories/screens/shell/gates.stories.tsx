import { handlersFor, scenarios, serverError } from '@epp/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withScreen } from '../../support/screen-frame';
import { text } from '../../support/text';
import { PAGE_CONTENT, ShellFrame } from './shell-story';

// The gate and the client contract banners around a page, from the current user of each fixture scenario.

const meta = {
  title: 'Screens/Shell/Gates',
  decorators: [withScreen],
  parameters: { layout: 'fullscreen', screen: { path: '/dashboard' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Liis Saar, an unverified client user: only the missing-access message, no page. */
export const UnverifiedClientUser: Story = {
  parameters: { msw: { handlers: handlersFor(scenarios.clientUnverifiedUser) } },
  render: () => <ShellFrame mode="client" width={1200} labels={['routes.dashboard']} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text('screens.shell.gate.unverified'))).toBeVisible();
    await expect(canvas.queryByTestId(PAGE_CONTENT)).toBeNull();
  },
};

/** A partner user whose partner profile is not verified: the same message. */
export const UnverifiedPartnerUser: Story = {
  parameters: {
    screen: { path: '/packages/testing' },
    msw: { handlers: handlersFor(scenarios.partnerUnverified) },
  },
  render: () => <ShellFrame mode="partner" width={1200} labels={['routes.packageTesting']} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text('screens.shell.gate.unverified'))).toBeVisible();
    await expect(canvas.queryByTestId(PAGE_CONTENT)).toBeNull();
  },
};

/** Toomas Rebane, Metsa Mahlad OÜ without a contract: a prompt with a link to create one, above the page. */
export const NoContract: Story = {
  parameters: { msw: { handlers: handlersFor(scenarios.clientNoContract) } },
  render: () => <ShellFrame mode="client" width={1200} labels={['routes.dashboard']} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByTestId('contract-banner');
    await expect(banner).toHaveTextContent(text('screens.shell.gate.noContract'));
    await expect(within(banner).getByRole('link', { name: text('screens.shell.gate.createContract') })).toHaveAttribute(
      'href',
      '/dashboard/contract',
    );
    await expect(canvas.getByTestId(PAGE_CONTENT)).toBeVisible();
  },
};

/** Kadri Org, Saare Õlletehas AS: the contract waits for the operator's signature. */
export const PendingContract: Story = {
  parameters: { msw: { handlers: handlersFor(scenarios.clientPendingContract) } },
  render: () => <ShellFrame mode="client" width={1200} labels={['routes.dashboard']} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByTestId('contract-banner');
    await expect(banner).toHaveTextContent(text('screens.shell.gate.pendingContract'));
    await expect(within(banner).queryByRole('link')).toBeNull();
  },
};

/** The current user does not load: the error with a retry instead of a blank page. */
export const UserLoadError: Story = {
  parameters: {
    msw: {
      handlers: handlersFor(scenarios.clientActiveContract, {
        overrides: { currentUser: serverError(500, 'server_error') },
      }),
    },
  },
  render: () => <ShellFrame mode="client" width={1200} labels={['routes.dashboard']} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: text('common.actions.retry') });
  },
};
