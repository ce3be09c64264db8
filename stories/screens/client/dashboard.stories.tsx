import { answer, handlersFor, scenarios } from '@epp/fixtures';
import { DashboardScreen } from '@epp/screens/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { withScreen } from '../../support/screen-frame';
import { screenStateStories } from '../../support/screen-states';
import { text } from '../../support/text';

const meta = {
  title: 'Screens/Client/Dashboard',
  component: DashboardScreen,
  tags: ['autodocs'],
  decorators: [withScreen],
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/dashboard' },
    msw: { handlers: handlersFor(scenarios.clientActiveContract) },
  },
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (key: Parameters<typeof text>[0]) => screen.findByRole('region', { name: text(key) });

/** Waits until all three cards have their data (no spinner left). */
async function cardsLoaded() {
  await screen.findByRole('img', { name: text('screens.client.dashboard.statistics.chartTitle') });
  await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
}

/** The tile of a figure: its <dl>, found by the label. */
const tile = (label: string) => screen.getByText(label).closest('dl') as HTMLElement;

/** Põhjala Joogitehas OÜ: latest packages and reports, twelve months of bars, the figures. */
export const Full: Story = {
  play: async () => {
    await cardsLoaded();
    const packages = await card('screens.client.dashboard.latestPackages.title');
    await expect(within(packages).getByRole('link', { name: /^(Pakendeid kokku|Packages in total)/ })).toHaveAttribute(
      'href',
      '/packages',
    );
    await expect(
      within(packages).getByRole('button', { name: text('screens.client.dashboard.latestPackages.register') }),
    ).toBeVisible();
    const reports = await card('screens.client.dashboard.latestReports.title');
    await expect(within(reports).getAllByRole('link', { name: /\d{2}\.\d{4}/ }).length).toBeGreaterThan(0);
    // Screen readers get the numbers: a table of every month behind the picture.
    await expect(
      screen.getByRole('table', { name: text('screens.client.dashboard.statistics.chartTitle') }),
    ).toBeInTheDocument();
  },
};

/** No packages yet: zero counts and the empty text in the packages card. */
export const NoPackages: Story = {
  parameters: {
    msw: {
      handlers: handlersFor(scenarios.clientActiveContract, {
        overrides: { latestPackages: answer(200, { all_packages_count: 0, not_registered_packages: 0, packages: [] }) },
      }),
    },
  },
  play: async () => {
    await cardsLoaded();
    await screen.findByText(text('screens.client.dashboard.latestPackages.empty'));
  },
};

/** No sales reports yet: zero counts and the empty text in the reports card. */
export const NoReports: Story = {
  parameters: {
    msw: {
      handlers: handlersFor(scenarios.clientActiveContract, {
        overrides: {
          latestReports: answer(200, { all_reports_count: 0, not_submitted_reports_count: 0, latest_reports: [] }),
        },
      }),
    },
  },
  play: async () => {
    await cardsLoaded();
    await screen.findByText(text('screens.client.dashboard.latestReports.empty'));
    await expect(tile(text('screens.client.dashboard.latestReports.notSubmitted'))).toHaveAttribute(
      'data-tone',
      'default',
    );
  },
};

/** Läänemere Vesi OÜ has unsubmitted reports and overdue invoices: both figures are highlighted. */
export const NotSubmittedHighlighted: Story = {
  parameters: { msw: { handlers: handlersFor(scenarios.clientEndedContractWithDebt) } },
  play: async () => {
    await cardsLoaded();
    const notSubmitted = tile(text('screens.client.dashboard.latestReports.notSubmitted'));
    await expect(notSubmitted).toHaveAttribute('data-tone', 'warning');
    await expect(
      within(notSubmitted).getByText(text('screens.client.dashboard.latestReports.notSubmittedHint')),
    ).toBeVisible();
    await expect(tile(text('screens.client.dashboard.statistics.overdueInvoices'))).toHaveAttribute(
      'data-tone',
      'error',
    );
  },
};

/** A company without invoices: the balance is null and shows a dash (said as "no data"). */
export const BalanceNull: Story = {
  parameters: { msw: { handlers: handlersFor(scenarios.clientEmpty) } },
  play: async () => {
    await cardsLoaded();
    const balance = tile(text('screens.client.dashboard.statistics.balance'));
    await expect(balance).toHaveTextContent('–');
    await expect(balance).toHaveTextContent(text('ui.statTile.noValue'));
  },
};

/** The titles of the three cards. */
const CARDS = [
  'screens.client.dashboard.latestPackages.title',
  'screens.client.dashboard.latestReports.title',
  'screens.client.dashboard.statistics.title',
] as const;

const states = screenStateStories({
  scenario: scenarios.clientActiveContract,
  endpoints: ['latestPackages', 'latestReports', 'dashboardStatistics'],
  loading: async () => {
    await waitFor(() => expect(screen.getAllByRole('progressbar')).toHaveLength(3));
    for (const title of CARDS) {
      const region = await card(title);
      await expect(within(region).getByRole('progressbar', { name: text('ui.spinner.label') })).toBeVisible();
      await expect(region.querySelector('[aria-busy="true"]')).toContainElement(
        within(region).getByRole('progressbar'),
      );
    }
  },
  // the three cards each say why, with a retry
  error: { texts: Array(3).fill('screens.client.dashboard.loadError') },
});

/** The dashboard's calls never answer: each card's body is busy and shows its spinner. */
export const Loading: Story = states.Loading;

/** The dashboard's calls fail: each card says so with a retry. */
export const ServerError: Story = states.ServerError;
