import { handlersFor, heroClients, never, scenarios, serverError, storeFor } from '@epp/fixtures';
import { PackageDetailsScreen } from '@epp/screens/operator';
import { clearAnnouncements } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { withScreen } from '../../support/screen-frame';
import { text } from '../../support/text';

// TODO(new:screen): the scenario this screen is seen in, a record of its own endpoint, and that endpoint in the
// overrides below (the screen reads a return report until it reads its own).
const scenario = scenarios.operator;
const record = storeFor(scenario).db.returnReports.find((report) => report.client.client_id === heroClients.pohjala.id);
if (!record) throw new Error('The fixtures have no return report of Põhjala Joogitehas');
const MISSING_ID = 999_999;

const meta = {
  title: 'Screens/Operator/PackageDetails',
  component: PackageDetailsScreen,
  decorators: [withScreen],
  args: { id: record.id },
  beforeEach: () => clearAnnouncements(),
  parameters: {
    layout: 'fullscreen',
    screen: { path: `/registry/package/${record.id}`, route: '/registry/package/:id' },
    msw: { handlers: handlersFor(scenario) },
  },
} satisfies Meta<typeof PackageDetailsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The record's facts. */
export const Populated: Story = {
  play: async () => {
    await screen.findByText(record.period_formatted, {}, { timeout: 5000 });
    await expect(screen.getByText(record.client.name)).toBeVisible();
  },
};

/** Longer than a fixture answer takes: what is still busy then is waiting for one that never comes. */
const answerTime = () => new Promise((resolve) => setTimeout(resolve, 500));

/** The answer never comes: the read view stays busy and says it is loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: handlersFor(scenario, { overrides: { returnReport: never() } }) } },
  play: async () => {
    await screen.findByRole('group', { name: text('ui.skeleton.loading') });
    await answerTime();
    const busy = screen.getByRole('group', { name: text('ui.skeleton.loading') });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(screen.queryByText(record.period_formatted)).toBeNull();
  },
};

/** An id with no record (the detail's "empty" state): "not found", and nothing to retry. */
export const NotFound: Story = {
  args: { id: MISSING_ID },
  parameters: { screen: { path: `/registry/package/${MISSING_ID}`, route: '/registry/package/:id' } },
  play: async () => {
    await screen.findByText(text('screens.operator.packageDetails.notFound'), {}, { timeout: 5000 });
    await expect(screen.queryByRole('button', { name: text('common.actions.retry') })).toBeNull();
  },
};

/** The record fails to load: the reason and a retry. */
export const ServerError: Story = {
  parameters: {
    msw: { handlers: handlersFor(scenario, { overrides: { returnReport: serverError(500, 'server_error') } }) },
  },
  play: async () => {
    await screen.findByText(text('screens.operator.packageDetails.loadError', { error: 'server_error' }));
    await expect(screen.getByRole('button', { name: text('common.actions.retry') })).toBeVisible();
  },
};
