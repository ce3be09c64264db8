import { handlersFor, never, scenarios, serverError } from '@epp/fixtures';
import { ReturnReportsScreen } from '@epp/screens/client';
import { clearAnnouncements } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { press } from '../../support/interaction';
import { withScreen } from '../../support/screen-frame';
import { expectTableLoading, loaded } from '../../support/tables';
import { text } from '../../support/text';

const meta = {
  title: 'Screens/Client/ReturnReports',
  component: ReturnReportsScreen,
  tags: ['autodocs'],
  decorators: [withScreen],
  beforeEach: () => clearAnnouncements(),
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/reports/returns' },
    msw: { handlers: handlersFor(scenarios.clientActiveContract) },
  },
} satisfies Meta<typeof ReturnReportsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const CAPTION = 'screens.client.returnReports.caption';
/** The newest quarter of Põhjala Joogitehas (not yet confirmed by EPP). */
const NEWEST = '08.2026 – 10.2026';
const PREVIOUS = '05.2026 – 07.2026';
const OLDEST = '11.2025 – 01.2026';

const periodsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => within(row).queryAllByRole('cell')[0]?.textContent ?? '')
    .filter((period) => period !== '');

/** The last 6 months by default, newest first; from the keyboard the period header sorts oldest first. */
export const List: Story = {
  play: async () => {
    const table = await loaded(CAPTION, NEWEST);
    await expect(periodsOf(table)).toEqual([NEWEST, PREVIOUS]);
    const header = within(table).getByRole('button', { name: text('screens.client.returnReports.columns.period') });
    await press(header);
    await waitFor(() => expect(periodsOf(table)).toEqual([PREVIOUS, NEWEST]));
  },
};

/** Enter on a row (reached from the keyboard) opens its report. */
export const RowOpensReport: Story = {
  play: async () => {
    const table = await loaded(CAPTION, NEWEST);
    await press(within(table).getByRole('cell', { name: NEWEST }).closest('tr') as HTMLElement);
    await waitFor(() => expect(screen.getByTestId('navigated-to')).toHaveTextContent(/^\/reports\/returns\/\d+$/));
  },
};

/** Opened with a wider period in the address: every quarter shows; "Tühjenda otsing" by keyboard goes back. */
export const WiderPeriodCleared: Story = {
  parameters: { screen: { path: '/reports/returns?period.from=2025-11&period.to=2026-11' } },
  play: async () => {
    const table = await loaded(CAPTION, OLDEST);
    await expect(periodsOf(table)).toHaveLength(4);
    await press(screen.getByRole('button', { name: text('ui.filterBar.clear') }));
    await waitFor(() => expect(periodsOf(table)).toEqual([NEWEST, PREVIOUS]));
  },
};

/** A company without an active contract: the reports are not asked for at all, and a message says why. */
export const NoActiveContract: Story = {
  parameters: { msw: { handlers: handlersFor(scenarios.clientNoContract) } },
  beforeEach: () => {
    const fetches = spyOn(globalThis, 'fetch');
    return () => fetches.mockRestore();
  },
  play: async () => {
    await screen.findByText(text('screens.client.returnReports.noActiveContract'), {}, { timeout: 5000 });
    await expect(screen.getByText(text('screens.client.returnReports.noContractText'))).toBeVisible();
    await expect(screen.queryByRole('table', { name: text(CAPTION) })).toBeNull();
    // Longer than a fixture answer takes: a request sent now would have been seen.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const fetched = (globalThis.fetch as unknown as { mock: { calls: unknown[][] } }).mock.calls.map((call) =>
      String(call[0] instanceof Request ? call[0].url : call[0]),
    );
    await expect(fetched.some((url) => url.includes('return-reports'))).toBe(false);
  },
};

/** No return reports in the period: the empty text. */
export const Empty: Story = {
  parameters: { msw: { handlers: handlersFor(scenarios.clientEmpty) } },
  play: async () => {
    await screen.findByText(text('screens.client.returnReports.empty'), {}, { timeout: 5000 });
  },
};

/** The list never answers: the table is busy and says it is loading. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: handlersFor(scenarios.clientActiveContract, { overrides: { returnReports: never() } }) },
  },
  play: async () => {
    await expectTableLoading(CAPTION);
  },
};

/** The list fails: the spec's message with the reason, and a retry in the table. */
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: handlersFor(scenarios.clientActiveContract, {
        overrides: { returnReports: serverError(500, 'server_error') },
      }),
    },
  },
  play: async () => {
    await screen.findByText(text('errors.returns.load', { error: 'server_error' }), {}, { timeout: 5000 });
    const retry = screen.getByRole('button', { name: text('common.actions.retry') });
    await expect(retry).toBeVisible();
    retry.focus();
    await userEvent.keyboard('{Enter}');
  },
};
