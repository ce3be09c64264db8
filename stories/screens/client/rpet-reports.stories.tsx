import { handlersFor, scenarios } from '@epp/fixtures';
import { RpetReportListScreen } from '@epp/screens/client';
import { clearAnnouncements } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { openList } from '../../support/interaction';
import { withScreen } from '../../support/screen-frame';
import { screenStateStories } from '../../support/screen-states';
import { loaded } from '../../support/tables';
import { text } from '../../support/text';

const meta = {
  title: 'Screens/Client/RpetReports',
  component: RpetReportListScreen,
  tags: ['autodocs'],
  decorators: [withScreen],
  beforeEach: () => clearAnnouncements(),
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/reports/rpet' },
    msw: { handlers: handlersFor(scenarios.clientActiveContract) },
  },
} satisfies Meta<typeof RpetReportListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const CAPTION = 'screens.client.rpetReportList.caption';
/** Põhjala's reports: 2024 submitted, 2025 not yet. */
const UNSUBMITTED = '2025';
const SUBMITTED = '2024';

const menuOf = (period: string) =>
  screen.getByRole('button', { name: text('screens.client.rpetReportList.menuLabel', { period }) });
const action = (key: 'open' | 'export' | 'import') => text(`screens.client.rpetReportList.actions.${key}`);

/** Opens a row's menu from the keyboard: focus on its button, then Enter. */
async function openMenu(trigger: HTMLElement) {
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  return screen.findByRole('menu');
}

async function menuItems(trigger: HTMLElement) {
  const menu = await openMenu(trigger);
  const items = within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(trigger).toHaveFocus());
  return items;
}

/**
 * Every year from 2024 to the current one (the fixture's 2026): the year pickers offer exactly those, the
 * reports come newest first with their submitted date and status, and only the unsubmitted one offers import.
 */
export const List: Story = {
  play: async () => {
    const list = await loaded(CAPTION, UNSUBMITTED);
    const periods = within(list)
      .getAllByRole('row')
      .map((row) => within(row).queryAllByRole('cell')[0]?.textContent)
      .filter(Boolean);
    await expect(periods).toEqual([UNSUBMITTED, SUBMITTED]);
    const row2025 = within(list).getByText(UNSUBMITTED).closest('tr') as HTMLElement;
    await expect(within(row2025).getByText(text('status.rpet.unsubmitted'))).toBeVisible();
    const row2024 = within(list).getByText(SUBMITTED).closest('tr') as HTMLElement;
    await expect(within(row2024).getByText(text('status.rpet.submitted'))).toBeVisible();
    await expect(within(row2024).getByText('10.03.2025')).toBeVisible();

    const fromYears = await openList(screen.getByRole('button', { name: new RegExp(text('ui.rangePicker.from')) }));
    const years = within(fromYears)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(years).toEqual(['2024', '2025', '2026']);
    await userEvent.keyboard('{Escape}');

    await expect(await menuItems(menuOf(UNSUBMITTED))).toEqual([action('open'), action('export'), action('import')]);
    await expect(await menuItems(menuOf(SUBMITTED))).toEqual([action('open'), action('export')]);
  },
};

/** "Impordi failist" on the unsubmitted report opens the import modal titled with its year. */
export const UnsubmittedWithImport: Story = {
  play: async () => {
    await loaded(CAPTION, UNSUBMITTED);
    const menu = await openMenu(menuOf(UNSUBMITTED));
    const item = within(menu).getByRole('menuitem', { name: action('import') });
    while (document.activeElement !== item) await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', {
      name: text('widgets.importDropzone.title', { period: UNSUBMITTED }),
    });
    await expect(within(dialog).getByRole('button', { name: text('widgets.importDropzone.import') })).toBeDisabled();
    await expect(within(dialog).getByRole('link', { name: text('widgets.importDropzone.template') })).toBeVisible();
  },
};

/** The address asks for 2024 only: the pickers show it and the list holds that year alone. */
export const FilteredByAddress: Story = {
  parameters: { screen: { path: '/reports/rpet?from=2024&to=2024' } },
  play: async () => {
    const list = await loaded(CAPTION, SUBMITTED);
    await expect(within(list).queryByText(UNSUBMITTED)).toBeNull();
  },
};

const states = screenStateStories({
  scenario: scenarios.clientActiveContract,
  endpoints: 'rpetReports',
  loading: CAPTION,
  empty: { scenario: scenarios.clientEmpty, text: 'screens.client.rpetReportList.empty' },
  error: { texts: 'errors.rpet.load' },
});

/** A company with no rPET reports: the empty text. */
export const Empty: Story = states.Empty;

/** The list never answers: the table's loading rows; the table is busy and says it is loading. */
export const Loading: Story = states.Loading;

/** The list fails: the reason with a retry in the table. */
export const ServerError: Story = states.ServerError;
