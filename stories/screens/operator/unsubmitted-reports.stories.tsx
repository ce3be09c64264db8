import { handlersFor } from '@epp/fixtures';
import { OperatorSalesReportsScreen } from '@epp/screens/operator';
import { clearAnnouncements } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { dataRows } from '../../support/partner-lists';
import { withScreen } from '../../support/screen-frame';
import { screenStateStories } from '../../support/screen-states';
import { loaded } from '../../support/tables';
import { text } from '../../support/text';
import { caption, POHJALA, scenario } from './sales-reports-story';

const CAPTION = caption('unsubmitted');

const meta = {
  title: 'Screens/Operator/UnsubmittedReports',
  component: OperatorSalesReportsScreen,
  decorators: [withScreen],
  args: { list: 'unsubmitted' },
  beforeEach: () => clearAnnouncements(),
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/reports/unsubmitted' },
    msw: { handlers: handlersFor(scenario) },
  },
} satisfies Meta<typeof OperatorSalesReportsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The reports, or their repairs, not submitted or rejected: Põhjala's 10.2026 report (UNSUBMITTED) and its
 * 05.2026 report, whose repair EPP rejected; its "Esitamata" tab is current.
 */
export const List: Story = {
  parameters: { screen: { path: `/reports/unsubmitted?client=${POHJALA.id}` } },
  play: async () => {
    const table = await loaded(CAPTION, '10.2026');
    // the period column (the second): the submitted dates would match a month too
    const periods = dataRows(table).map((row) => row.querySelectorAll('td, th')[1]?.textContent ?? '');
    await expect(periods).toContain('10.2026');
    const rejectedRepair = text('screens.client.salesReports.repairPeriod', { period: '05.2026' });
    await expect(periods.some((period) => period.endsWith(rejectedRepair))).toBe(true);
    await expect(periods).not.toContain('09.2026');
    const tabs = screen.getByRole('tablist', { name: text('screens.reports.tabsLabel') });
    await expect(within(tabs).getByRole('tab', { name: text('routes.unsubmittedReports') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

const states = screenStateStories({
  scenario,
  endpoints: 'adminUnsubmittedSalesReports',
  loading: CAPTION,
  empty: { answer: [], text: 'screens.operator.salesReports.empty.unsubmitted' },
  error: { texts: 'screens.operator.salesReports.loadError' },
});

/** Every report is submitted: the empty text. */
export const Empty: Story = states.Empty;

/** The answer never comes: the table is busy and says it is loading. */
export const Loading: Story = states.Loading;

/** The list fails: the reason in the table, and a retry. */
export const ServerError: Story = states.ServerError;
