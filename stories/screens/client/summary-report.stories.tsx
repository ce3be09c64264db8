import { FIXTURE_TODAY, handlersFor, LARGE_CATALOGUE_PACKAGES, scenarios, serverError } from '@epp/fixtures';
import { SummaryReportScreen } from '@epp/screens/client';
import { clearAnnouncements } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { catchDownloads } from '../../support/downloads';
import { settled } from '../../support/interaction';
import { withScreen } from '../../support/screen-frame';
import { screenStateStories } from '../../support/screen-states';
import { EAN_CELL, findTable, loaded } from '../../support/tables';
import { text } from '../../support/text';
import { withWidth } from '../../support/with-width';

const scenario = scenarios.clientActiveContract;

const meta = {
  title: 'Screens/Client/SummaryReport',
  component: SummaryReportScreen,
  tags: ['autodocs'],
  decorators: [withScreen],
  beforeEach: () => clearAnnouncements(),
  parameters: {
    layout: 'fullscreen',
    // Ten rows a page, so the whole page fits the snapshot.
    screen: { path: '/reports/summary?size=10', route: '/reports/summary' },
    msw: { handlers: handlersFor(scenario) },
  },
} satisfies Meta<typeof SummaryReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const CAPTION = 'screens.client.summaryReport.caption';
const column = (key: string) => text(`screens.client.summaryReport.columns.${key}` as never);
/** A screen wide enough for every column beside the months: nothing folds. */
const WIDE = 2000;
/** The descriptive columns folded into the row details at 1280 px beside eleven months. */
const FOLDED = ['eanType', 'packageType', 'category', 'deposit'] as const;

/** The table's column headers, as their text. */
async function headers() {
  const table = await findTable(CAPTION);
  return within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent?.trim() ?? '');
}

/** The head's rows, each as its header cells' text: the columns and the years, then the months. */
async function headRows() {
  const table = await findTable(CAPTION);
  return [...table.querySelectorAll('thead tr')].map((row) =>
    within(row as HTMLElement)
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.trim() ?? ''),
  );
}

/** The months of the head as "MM.YYYY", oldest first, from the year cells and the months under them. */
async function headMonths() {
  const table = await findTable(CAPTION);
  const years = [...table.querySelectorAll<HTMLTableCellElement>('thead th[scope="colgroup"]')];
  const months = [...(table.querySelector('thead tr:last-child')?.querySelectorAll('th') ?? [])];
  // Each month cell names its year: the year cell it sits under, by the years' spans.
  const yearOf = years.flatMap((year) => Array.from({ length: year.colSpan }, () => year.textContent ?? ''));
  return months.map((month, index) => `${month.textContent?.trim()}.${yearOf[index]}`);
}

/**
 * Põhjala Joogitehas OÜ, the default range (one year back to the current month), at 1280 px: one row per package
 * with its EAN, name and volume, then one quantity column per month of the answer (eleven), oldest first, under
 * its year. The other descriptive columns have folded into the row details (the months need the room): expanding
 * a row shows them, labelled. The table fits the page: nothing scrolls sideways.
 */
export const Populated: Story = {
  play: async () => {
    const table = await loaded(CAPTION, EAN_CELL);
    const [top = [], monthHeaders = []] = await headRows();
    // Eleven months leave room for the volume beside them; the other four descriptive columns have folded.
    await expect(top).toEqual([
      text('ui.dataTable.detailsColumn'),
      column('ean'),
      column('name'),
      column('volume'),
      '2025',
      '2026',
    ]);
    const months = await headMonths();
    await expect(months).toHaveLength(monthHeaders.length);
    await expect(months.length).toBeGreaterThan(3);
    const asPeriods = months.map((month) => month.split('.').reverse().join('-'));
    await expect(asPeriods).toEqual([...asPeriods].sort());
    // October's report is not submitted yet: September is the newest month with quantities.
    await expect(months.at(-1)).toBe('09.2026');
    const scroller = table.parentElement as HTMLElement;
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    const ean = within(table).getAllByRole('cell')[1]?.textContent ?? '';
    const expand = within(table).getByRole('button', { name: text('ui.dataTable.expandRow', { label: ean }) });
    await userEvent.click(expand);
    await expect(expand).toHaveAttribute('aria-expanded', 'true');
    const details = expand.closest('tr')?.nextElementSibling as HTMLElement;
    for (const key of FOLDED) await expect(within(details).getByText(column(key))).toBeVisible();
    const period = screen.getByRole('group', { name: text('screens.client.summaryReport.period') });
    await expect(within(period).getByRole('textbox', { name: text('ui.rangePicker.from') })).toHaveValue('11.2025');
    await expect(within(period).getByRole('textbox', { name: text('ui.rangePicker.to') })).toHaveValue('11.2026');
  },
};

/**
 * On a wide screen (2000 px) nothing folds: the EAN, the six optional columns, then the months under their
 * years. The column toggles from the keyboard: Tab to "Nimetus" and Space turns it off — the column goes at
 * once, the others stay; Space again brings it back.
 */
export const ColumnToggles: Story = {
  decorators: [withWidth(WIDE)],
  play: async () => {
    await loaded(CAPTION, EAN_CELL);
    const [top = []] = await headRows();
    await expect(top.slice(0, 7)).toEqual(
      ['ean', 'eanType', 'packageType', 'name', 'category', 'volume', 'deposit'].map(column),
    );
    await expect(top.slice(7)).toEqual(['2025', '2026']);
    const toggles = screen.getByRole('group', { name: text('screens.client.summaryReport.columnsShown') });
    const nameToggle = within(toggles).getByRole('checkbox', { name: column('name') });
    const typeToggle = within(toggles).getByRole('checkbox', { name: column('packageType') });
    await expect(nameToggle).toBeChecked();
    typeToggle.focus();
    await userEvent.tab();
    await waitFor(() => expect(nameToggle).toHaveFocus());
    await userEvent.keyboard(' ');
    await waitFor(async () => expect(await headers()).not.toContain(column('name')));
    await expect(nameToggle).not.toBeChecked();
    await expect(await headers()).toContain(column('category'));
    await loaded(CAPTION, EAN_CELL);
    await userEvent.keyboard(' ');
    await waitFor(async () => expect(await headers()).toContain(column('name')));
    // The snapshot shows two columns off.
    await userEvent.click(within(toggles).getByRole('checkbox', { name: column('volume') }));
    await userEvent.click(within(toggles).getByRole('checkbox', { name: column('deposit') }));
    await waitFor(async () => expect(await headers()).not.toContain(column('deposit')));
    await expect(within(toggles).getByRole('checkbox', { name: column('volume') })).not.toBeChecked();
  },
};

/**
 * The report tabs by keyboard: focus on the current tab ("Koondaruanne"), and the right arrow reaches the next,
 * "Massiaruanne" — a tab is its route's link, so reaching it opens that report.
 */
export const TabsByKeyboard: Story = {
  play: async () => {
    await loaded(CAPTION, EAN_CELL);
    const tabs = screen.getByRole('tablist', { name: text('screens.reports.tabsLabel') });
    const current = within(tabs).getByRole('tab', { name: text('routes.summaryReport') });
    await expect(current).toHaveAttribute('aria-selected', 'true');
    await expect(within(tabs).getByRole('tab', { name: text('routes.massReport') })).toHaveAttribute(
      'href',
      '/reports/mass',
    );
    current.focus();
    // Arrows move the focus only (manual activation); Enter follows the focused tab's link.
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(tabs).getByRole('tab', { name: text('routes.massReport') })).toHaveFocus();
    await expect(screen.queryByTestId('navigated-to')).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByTestId('navigated-to')).toHaveTextContent('/reports/mass');
  },
};

/**
 * 2,006 packages, each sold every month, shown all at once ("Kõik"): the table draws only the rows in view
 * (aria-rowcount says how many there are), so loading and a column toggle cost what they cost at six rows.
 * The play function logs the times it measured; it asserts none (the machine's load decides them).
 */
export const ManyRows: Story = {
  parameters: {
    screen: { path: '/reports/summary?size=all', route: '/reports/summary' },
    msw: { handlers: handlersFor(scenarios.clientLargeCatalogue) },
  },
  play: async () => {
    const started = performance.now();
    const table = await loaded(CAPTION, EAN_CELL);
    const loadedAt = performance.now();
    await expect(table).toHaveAttribute('aria-rowcount', String(LARGE_CATALOGUE_PACKAGES + 6 + 2));
    await expect(within(table).getAllByRole('row').length).toBeLessThan(80);
    const toggles = screen.getByRole('group', { name: text('screens.client.summaryReport.columnsShown') });
    // The name: it never folds into the row details, so its header comes and goes with the toggle at any width.
    const category = within(toggles).getByRole('checkbox', { name: column('name') });
    const hasCategory = () => [...table.querySelectorAll('th')].some((th) => th.textContent === column('name'));
    // From the click to the frame the header changed in: the screen's own time, without the test library's
    // queries (which take their own hundreds of milliseconds on a loaded machine).
    const toggleTime = async (shown: boolean) => {
      const clicked = performance.now();
      category.click();
      await waitFor(() => expect(hasCategory()).toBe(shown), { interval: 5 });
      return Math.round(performance.now() - clicked);
    };
    const off = await toggleTime(false);
    const on = await toggleTime(true);
    // biome-ignore lint/suspicious/noConsole: the story reports what it measured, for the record
    console.info(
      `SummaryReport ManyRows: loaded in ${Math.round(loadedAt - started)} ms; a column toggle ${off} ms off, ${on} ms on`,
    );
    await expect(within(table).getAllByRole('row').length).toBeLessThan(80);
  },
};

const states = screenStateStories({
  scenario,
  endpoints: 'salesSummary',
  loading: CAPTION,
  empty: { scenario: scenarios.clientEmpty, text: 'screens.client.summaryReport.empty' },
  error: { texts: 'errors.summary.load' },
});

/** No sales declared in the range: the empty text. */
export const Empty: Story = states.Empty;

/** The report never answers: the table is busy and says it is loading. */
export const Loading: Story = states.Loading;

/** The report fails: the spec's "Koondaruande laadimine ebaõnnestus: " with the reason, and a retry. */
export const ServerError: Story = states.ServerError;

/** The categories fail to load: a page alert says why the category filter is empty, with a retry. */
export const OptionsLoadError: Story = {
  parameters: {
    msw: { handlers: handlersFor(scenario, { overrides: { categories: serverError(500, 'server_error') } }) },
  },
  play: async () => {
    const alert = await screen.findByText(
      text('screens.client.summaryReport.optionsLoadError', { error: 'server_error' }),
    );
    await expect(alert).toBeVisible();
    await expect(screen.getByRole('button', { name: text('common.actions.retry') })).toBeVisible();
    await loaded(CAPTION, EAN_CELL);
  },
};

/** The export fails: the spec's "Koondaruande eksportimine ebaõnnestus: " with the reason; the table stays. */
export const ExportError: Story = {
  parameters: {
    msw: {
      handlers: handlersFor(scenario, { overrides: { exportSalesSummary: serverError(500, 'export_failed') } }),
    },
  },
  play: async () => {
    await loaded(CAPTION, EAN_CELL);
    await userEvent.click(screen.getByRole('button', { name: text('screens.client.summaryReport.export') }));
    await screen.findByText(text('errors.summary.export', { error: 'export_failed' }));
    await settled();
    await loaded(CAPTION, EAN_CELL);
  },
};

/** The export: an Excel file named with the day, "Koondaruanne_2026-11-20.xlsx"; the toggles go with it. */
export const ExportSuccess: Story = {
  play: async () => {
    await loaded(CAPTION, EAN_CELL);
    const files = await catchDownloads(async () => {
      await userEvent.click(screen.getByRole('button', { name: text('screens.client.summaryReport.export') }));
    });
    await expect(files.map((file) => file.name)).toEqual([
      text('screens.client.summaryReport.fileName', { date: FIXTURE_TODAY }),
    ]);
    await expect(files[0]?.file.size).toBeGreaterThan(0);
    await settled();
  },
};
