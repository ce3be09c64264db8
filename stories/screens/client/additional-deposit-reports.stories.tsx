import { handlersFor, heroClients, scenarios } from '@epp/fixtures';
import { AdditionalDepositReportsScreen } from '@epp/screens/client';
import { clearAnnouncements } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { openList, press } from '../../support/interaction';
import { requestCounter } from '../../support/requests';
import { withScreen } from '../../support/screen-frame';
import { screenStateStories } from '../../support/screen-states';
import { loaded } from '../../support/tables';
import { text } from '../../support/text';

/** The list's requests, to read the range it asked for. */
const listRequests = requestCounter('get', 'additional-deposit-reports/');

const meta = {
  title: 'Screens/Client/AdditionalDepositReports',
  component: AdditionalDepositReportsScreen,
  tags: ['autodocs'],
  decorators: [withScreen],
  beforeEach: () => {
    clearAnnouncements();
    listRequests.reset();
  },
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/reports/additional-deposit' },
    msw: { handlers: [listRequests.handler, ...handlersFor(scenarios.clientActiveContract)] },
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
 * By default last year and this one (spec §9 "other reports": the last 6 months, as whole years, widened to the
 * latest year with a report): asked for as 2025-01 to 2026-12, so 2025 shows and 2024 does not. From the
 * keyboard: the year range from 2024 ("Otsi" applies it) adds 2024, with its invoice link.
 */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const table = await loaded(CAPTION, '2025');
    await expect(yearsOf(table)).toEqual(['2025']);
    const asked = listRequests.urls().at(-1)?.searchParams;
    await expect([asked?.get('period_start'), asked?.get('period_end')]).toEqual(['2025-01', '2026-12']);
    const from = within(canvasElement).getByRole('button', { name: new RegExp(text('ui.rangePicker.from')) });
    await expect(from).toHaveTextContent('2025');
    const listbox = await openList(from);
    const options = within(listbox).getAllByRole('option');
    const option = within(listbox).getByRole('option', { name: '2024' });
    while (document.activeElement !== option) {
      const before = options.indexOf(document.activeElement as HTMLElement) > options.indexOf(option);
      await userEvent.keyboard(before ? '{ArrowUp}' : '{ArrowDown}');
    }
    await userEvent.keyboard('{Enter}');
    await press(screen.getByRole('button', { name: text('ui.filterBar.search') }));
    await waitFor(() => expect(yearsOf(table)).toEqual(['2025', '2024']));
    await expect(
      within(table).getByRole('link', { name: new RegExp(`L2024-${heroClients.pohjala.id}`) }),
    ).toBeVisible();
  },
};

/** Enter on a row (reached from the keyboard) opens its report. */
export const RowOpensReport: Story = {
  play: async () => {
    const table = await loaded(CAPTION, '2025');
    await press(within(table).getByRole('cell', { name: '2025' }).closest('tr') as HTMLElement);
    await waitFor(() =>
      expect(screen.getByTestId('navigated-to')).toHaveTextContent(/^\/reports\/additional-deposit\/\d+$/),
    );
  },
};

const states = screenStateStories({
  scenario: scenarios.clientActiveContract,
  endpoints: 'additionalDepositReports',
  loading: CAPTION,
  empty: { scenario: scenarios.clientEmpty, text: 'screens.client.additionalDepositReports.empty' },
  error: { texts: 'errors.returns.load' },
});

/** A company with no additional-deposit reports: the empty text. */
export const Empty: Story = states.Empty;

/** The list never answers: the table is busy and says it is loading. */
export const Loading: Story = states.Loading;

/** The list fails: the message with the reason, and a retry in the table. */
export const ServerError: Story = states.ServerError;
