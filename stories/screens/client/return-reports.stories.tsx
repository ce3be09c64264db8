import { handlersFor, scenarios } from '@epp/fixtures';
import { ReturnReportsScreen } from '@epp/screens/client';
import { clearAnnouncements } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { press } from '../../support/interaction';
import { withScreen } from '../../support/screen-frame';
import { screenStateStories } from '../../support/screen-states';
import { loaded } from '../../support/tables';
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
    await screen.findByText(text('screens.client.returnReports.noActiveContract'));
    await expect(screen.getByText(text('screens.client.returnReports.noContractText'))).toBeVisible();
    await expect(screen.queryByRole('table', { name: text(CAPTION) })).toBeNull();
    // The message is drawn from the current user's contract, and the list's read would be enabled in that same
    // render (or at mount): once the user's read is among the calls, the list's would be too.
    const fetched = () =>
      (globalThis.fetch as unknown as { mock: { calls: unknown[][] } }).mock.calls.map((call) =>
        String(call[0] instanceof Request ? call[0].url : call[0]),
      );
    await waitFor(() => expect(fetched().some((url) => url.includes('rest-auth/user/'))).toBe(true));
    await expect(fetched().some((url) => url.includes('return-reports'))).toBe(false);
  },
};

const states = screenStateStories({
  scenario: scenarios.clientActiveContract,
  endpoints: 'returnReports',
  loading: CAPTION,
  empty: { scenario: scenarios.clientEmpty, text: 'screens.client.returnReports.empty' },
  error: {
    texts: 'errors.returns.load',
    // the retry from the keyboard
    andThen: async () => {
      screen.getByRole('button', { name: text('common.actions.retry') }).focus();
      await userEvent.keyboard('{Enter}');
    },
  },
});

/** No return reports in the period: the empty text. */
export const Empty: Story = states.Empty;

/** The list never answers: the table is busy and says it is loading. */
export const Loading: Story = states.Loading;

/** The list fails: the spec's message with the reason, and a retry in the table. */
export const ServerError: Story = states.ServerError;
