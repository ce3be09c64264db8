import { handlersFor, heroClients, never, scenarios, serverError } from '@epp/fixtures';
import { AdditionalDepositReportsScreen } from '@epp/screens/client';
import { clearAnnouncements } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { openList, press } from '../../support/interaction';
import { withScreen } from '../../support/screen-frame';
import { expectTableLoading, loaded } from '../../support/tables';
import { text } from '../../support/text';

const meta = {
  title: 'Screens/Client/AdditionalDepositReports',
  component: AdditionalDepositReportsScreen,
  tags: ['autodocs'],
  decorators: [withScreen],
  beforeEach: () => clearAnnouncements(),
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/reports/additional-deposit' },
    msw: { handlers: handlersFor(scenarios.clientActiveContract) },
  },
} satisfies Meta<typeof AdditionalDepositReportsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const CAPTION = 'screens.client.additionalDepositReports.caption';

const yearsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => within(row).queryAllByRole('cell')[0]?.textContent ?? '')
    .filter((year) => year !== '');

/**
 * Every year, newest first, with the invoice links and the last-synced date. From the keyboard: the year range
 * from 2025 ("Otsi" applies it) leaves 2025 alone.
 */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const table = await loaded(CAPTION, '2025');
    await expect(yearsOf(table)).toEqual(['2025', '2024']);
    await expect(
      within(table).getByRole('link', { name: new RegExp(`L2024-${heroClients.pohjala.id}`) }),
    ).toBeVisible();
    const from = within(canvasElement).getByRole('button', { name: new RegExp(text('ui.rangePicker.from')) });
    const listbox = await openList(from);
    const option = within(listbox).getByRole('option', { name: '2025' });
    while (document.activeElement !== option) await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await press(screen.getByRole('button', { name: text('ui.filterBar.search') }));
    await waitFor(() => expect(yearsOf(table)).toEqual(['2025']));
  },
};

/** Enter on a row (reached from the keyboard) opens its report. */
export const RowOpensReport: Story = {
  play: async () => {
    const table = await loaded(CAPTION, '2025');
    await press(within(table).getByRole('cell', { name: '2024' }).closest('tr') as HTMLElement);
    await waitFor(() =>
      expect(screen.getByTestId('navigated-to')).toHaveTextContent(/^\/reports\/additional-deposit\/\d+$/),
    );
  },
};

/** A company with no additional-deposit reports: the empty text. */
export const Empty: Story = {
  parameters: { msw: { handlers: handlersFor(scenarios.clientEmpty) } },
  play: async () => {
    await screen.findByText(text('screens.client.additionalDepositReports.empty'), {}, { timeout: 5000 });
  },
};

/** The list never answers: the table is busy and says it is loading. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: handlersFor(scenarios.clientActiveContract, { overrides: { additionalDepositReports: never() } }),
    },
  },
  play: async () => {
    await expectTableLoading(CAPTION);
  },
};

/** The list fails: the message with the reason, and a retry in the table. */
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: handlersFor(scenarios.clientActiveContract, {
        overrides: { additionalDepositReports: serverError(500, 'server_error') },
      }),
    },
  },
  play: async () => {
    await screen.findByText(text('errors.returns.load', { error: 'server_error' }), {}, { timeout: 5000 });
    await expect(screen.getByRole('button', { name: text('common.actions.retry') })).toBeVisible();
  },
};
