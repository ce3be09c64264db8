import { handlersFor, never, scenarios, serverError } from '@epp/fixtures';
import { ApplicationsScreen } from '@epp/screens/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { withScreen } from '../../support/screen-frame';
import { EAN_CELL, expectTableLoading, findTable, loaded } from '../../support/tables';
import { text } from '../../support/text';

const meta = {
  title: 'Screens/Client/Applications',
  component: ApplicationsScreen,
  tags: ['autodocs'],
  decorators: [withScreen],
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/applications' },
    msw: { handlers: handlersFor(scenarios.clientActiveContract) },
  },
} satisfies Meta<typeof ApplicationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Põhjala's pending application: two packages, and the way to register more. */
export const PendingApplications: Story = {
  play: async () => {
    const list = await loaded('screens.client.addPackage.pendingCaption', EAN_CELL, 10000);
    await expect(within(list).getAllByRole('row')).toHaveLength(3);
    await screen.findByRole('button', { name: text('screens.client.applications.add') }, { timeout: 10000 });
  },
};

/** Nothing waits in the application. */
export const Empty: Story = {
  parameters: { msw: { handlers: handlersFor(scenarios.clientEmpty) } },
  play: async () => {
    await screen.findByText(text('screens.client.applications.empty'), undefined, { timeout: 10000 });
    await screen.findByRole('button', { name: text('screens.client.applications.add') }, { timeout: 10000 });
  },
};

const PENDING = 'screens.client.addPackage.pendingCaption';

/** The pending application never answers: the table is busy and says it is loading. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: handlersFor(scenarios.clientActiveContract, { overrides: { pendingApplication: never() } }) },
  },
  play: async () => {
    await expectTableLoading(PENDING);
  },
};

/** The pending application fails to load: the table says why, with a retry. */
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: handlersFor(scenarios.clientActiveContract, { overrides: { pendingApplication: serverError(500) } }),
    },
  },
  play: async () => {
    const table = await findTable(PENDING, 10000);
    await within(table).findByRole('alert', undefined, { timeout: 10000 });
    await expect(within(table).getByRole('button', { name: text('common.actions.retry') })).toBeEnabled();
  },
};
