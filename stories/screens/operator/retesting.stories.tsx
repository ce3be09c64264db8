import { answer, handlersFor, never, scenarios, serverError } from '@epp/fixtures';
import { RegistryRetestingScreen } from '@epp/screens/operator';
import { clearAnnouncements } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { withScreen } from '../../support/screen-frame';
import { text } from '../../support/text';

// TODO(new:screen): the scenario this screen is seen in, and its own endpoint in the overrides below (the screen
// reads return reports until it reads its own).
const scenario = scenarios.operator;

const meta = {
  title: 'Screens/Operator/Retesting',
  component: RegistryRetestingScreen,
  decorators: [withScreen],
  beforeEach: () => clearAnnouncements(),
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/registry/retesting' },
    msw: { handlers: handlersFor(scenario) },
  },
} satisfies Meta<typeof RegistryRetestingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = () => screen.findByRole('table', { name: text('screens.operator.registryRetesting.caption') });

/** The list has loaded: rows, neither busy, nor empty, nor failed. */
export const Populated: Story = {
  play: async () => {
    const list = await table();
    await waitFor(() => expect(list).not.toHaveAttribute('aria-busy'), { timeout: 5000 });
    await expect(screen.queryByText(text('screens.operator.registryRetesting.empty'))).toBeNull();
    await expect(within(list).getAllByRole('row').length).toBeGreaterThan(2);
  },
};

/** Longer than a fixture answer takes: what is still busy then is waiting for one that never comes. */
const answerTime = () => new Promise((resolve) => setTimeout(resolve, 500));

/** The answer never comes: the table stays busy and says it is loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: handlersFor(scenario, { overrides: { returnReports: never() } }) } },
  play: async () => {
    const list = await table();
    await answerTime();
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(screen.getByText(text('ui.dataTable.loading'))).toBeInTheDocument();
  },
};

/** Nothing to list: the empty text. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: handlersFor(scenario, {
        overrides: { returnReports: answer(200, { count: 0, results: [], next: null, previous: null }) },
      }),
    },
  },
  play: async () => {
    await screen.findByText(text('screens.operator.registryRetesting.empty'));
  },
};

/** A filter in the address (a reload, a shared link) fills its field and filters the list. */
export const FilteredByAddress: Story = {
  parameters: { screen: { path: '/registry/retesting?client=no-such-client' } },
  play: async () => {
    await expect(
      await screen.findByRole('textbox', { name: text('screens.operator.registryRetesting.columns.client') }),
    ).toHaveValue('no-such-client');
    await screen.findByText(text('screens.operator.registryRetesting.empty'), {}, { timeout: 5000 });
  },
};

/** The list fails: the reason in the table, and a retry. */
export const ServerError: Story = {
  parameters: {
    msw: { handlers: handlersFor(scenario, { overrides: { returnReports: serverError(500, 'server_error') } }) },
  },
  play: async () => {
    await screen.findByText(text('screens.operator.registryRetesting.loadError', { error: 'server_error' }));
    await expect(screen.getByRole('button', { name: text('common.actions.retry') })).toBeVisible();
  },
};
