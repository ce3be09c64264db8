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

/**
 * Mari Tamm chose "create new client" (active client 0; no company, no user type yet): the contract page
 * opens for her to make the new company's contract, not the missing-access message.
 */
export const NewClientContractPage: Story = {
  parameters: {
    screen: { path: '/dashboard/contract' },
    msw: { handlers: handlersFor(scenarios.clientNewCompany) },
  },
  render: () => <ShellFrame mode="client" width={1200} labels={['routes.dashboard', 'routes.contract']} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId(PAGE_CONTENT)).toBeVisible();
    await expect(canvas.queryByText(text('screens.shell.gate.unverified'))).toBeNull();
    await expect(canvas.queryByTestId('contract-banner')).toBeNull();
  },
};

/** A new client on any other page: there is no company to show yet, so the page asks for the contract. */
export const NewClientElsewhere: Story = {
  parameters: { msw: { handlers: handlersFor(scenarios.clientNewCompany) } },
  render: () => <ShellFrame mode="client" width={1200} labels={['routes.dashboard']} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByTestId('contract-banner');
    await expect(banner).toHaveTextContent(text('screens.shell.gate.newClient'));
    await expect(within(banner).getByRole('link', { name: text('screens.shell.gate.createContract') })).toHaveAttribute(
      'href',
      '/dashboard/contract',
    );
    await expect(canvas.queryByText(text('screens.shell.gate.unverified'))).toBeNull();
    await expect(canvas.queryByTestId(PAGE_CONTENT)).toBeNull();
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
