import { handlersFor, heroClients, scenarios, storeFor } from '@epp/fixtures';
import { RpetReportsScreen } from '@epp/screens/operator';
import { clearAnnouncements } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { catchDownload, workbookOf } from '../../support/downloads';
import { openList, press, settled, shown } from '../../support/interaction';
import { dataRows } from '../../support/partner-lists';
import { requestCounter } from '../../support/requests';
import { withScreen } from '../../support/screen-frame';
import { screenStateStories } from '../../support/screen-states';
import { loaded } from '../../support/tables';
import { text } from '../../support/text';

// The operator's world on its day (20.11.2026): Põhjala and Tartu each have a submitted 2024 and an unsubmitted
// 2025 rPET report; no company has one of 2026 yet.
const scenario = scenarios.operator;
const world = storeFor(scenario).db;
const CAPTION = 'screens.operator.rpetReports.caption';
const K = 'screens.operator.rpetReports';
const POHJALA = heroClients.pohjala.name;
const TARTU = heroClients.tartu.name;
/** Every company gets a report of a new year. */
const COMPANIES = world.clients.length;
const listAsked = requestCounter('get', 'rpet-reports/');
/** A story that creates reports has a store of its own: the next story sees the fixtures' reports. */
const fresh = () => ({ msw: { handlers: [listAsked.handler, ...handlersFor(scenario)] } });

const meta = {
  title: 'Screens/Operator/RpetReports',
  component: RpetReportsScreen,
  decorators: [withScreen],
  beforeEach: () => {
    clearAnnouncements();
    listAsked.reset();
  },
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/reports/rpet' },
    msw: { handlers: [listAsked.handler, ...handlersFor(scenario)] },
  },
} satisfies Meta<typeof RpetReportsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const lastQuery = () => listAsked.urls().at(-1)?.searchParams;
const button = (key: Parameters<typeof text>[0]) => screen.getByRole('button', { name: text(key) });
const menuOf = (company: string, period: string) =>
  screen.getByRole('button', { name: text(`${K}.menuLabel`, { company, period }) });

/** Chooses an option of a select (by its label) from the keyboard's list. */
async function choose(label: string, option: string, scope: HTMLElement = document.body) {
  // the select's button (its name is its value, then its label); a column header may share the label
  const trigger = within(scope)
    .getAllByRole('button', { name: new RegExp(label) })
    .find((candidate) => candidate.getAttribute('aria-haspopup') === 'listbox');
  if (!trigger) throw new Error(`no select labelled ${label}`);
  const listbox = await openList(trigger);
  await userEvent.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

/** Opens a year dialog with its button from the keyboard. */
async function openDialog(open: Parameters<typeof text>[0], title: Parameters<typeof text>[0]) {
  await press(button(open));
  return shown(screen.findByRole('alertdialog', { name: text(title) }));
}

/**
 * Every company's reports, the newest year first, with the company, submitted date and status; a row's menu
 * opens and exports (the import is the client's); the year pickers offer 2024 to the current year.
 */
export const List: Story = {
  play: async () => {
    const table = await loaded(CAPTION, '2025');
    const rows = dataRows(table);
    await expect(rows).toHaveLength(4);
    await expect(rows.map((row) => row.querySelectorAll('td, th')[1]?.textContent)).toEqual([
      '2025',
      '2025',
      '2024',
      '2024',
    ]);
    const submitted = rows.find((row) => row.textContent?.includes(POHJALA) && row.textContent.includes('2024'));
    await expect(submitted).toHaveTextContent(text('status.rpet.submitted'));
    await expect(submitted).toHaveTextContent('10.03.2025');
    await expect(lastQuery()?.get('year_from')).toBe('2024');
    await expect(lastQuery()?.get('year_to')).toBe('2026');

    const trigger = menuOf(POHJALA, '2025');
    await press(trigger);
    const menu = await screen.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      text('screens.client.rpetReportList.actions.open'),
      text('screens.client.rpetReportList.actions.export'),
    ]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A company and "Esitatud" chosen, then "Otsi": the server is asked for them; "Tühjenda otsing" asks for all. */
export const Filters: Story = {
  play: async () => {
    const table = await loaded(CAPTION, '2025');
    await choose(text(`${K}.filters.client`), TARTU);
    await choose(text(`${K}.filters.submitted`), text('status.rpet.submitted'));
    await userEvent.click(button('ui.filterBar.search'));
    await waitFor(() => expect(dataRows(table)).toHaveLength(1));
    await expect(dataRows(table)[0]).toHaveTextContent(TARTU);
    await expect(lastQuery()?.get('client')).toBe(String(heroClients.tartu.id));
    await expect(lastQuery()?.get('submitted')).toBe('true');
    await userEvent.click(button('ui.filterBar.clear'));
    await waitFor(() => expect(dataRows(table)).toHaveLength(4));
    await expect(lastQuery()?.get('client')).toBeNull();
  },
};

/**
 * "Loo aruanded" without a year says the year is missing and stays open; with 2026 and no company it creates
 * every company's report of the year, says how many, and the list (back on its first page) shows them.
 */
export const CreateReports: Story = {
  parameters: fresh(),
  play: async () => {
    const table = await loaded(CAPTION, '2025');
    const dialog = await openDialog(`${K}.create.open`, `${K}.create.title`);
    await press(within(dialog).getByRole('button', { name: text(`${K}.create.confirm`) }));
    await within(dialog).findByText(text(`${K}.create.yearMissing`));
    await choose(text(`${K}.create.year`), '2026', dialog);
    await press(within(dialog).getByRole('button', { name: text(`${K}.create.confirm`) }));
    await screen.findByText(
      text(`${K}.create.created`, { year: '2026', created: String(COMPANIES), existing: '0', skipped: '0' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(within(table).getAllByRole('cell', { name: '2026' }).length).toBeGreaterThan(0));
    await settled();
  },
};

/** With a company chosen only its report of the year is created. */
export const CreateForOneCompany: Story = {
  parameters: fresh(),
  play: async () => {
    await loaded(CAPTION, '2025');
    const dialog = await openDialog(`${K}.create.open`, `${K}.create.title`);
    await choose(text(`${K}.create.year`), '2026', dialog);
    await choose(text(`${K}.create.company`), TARTU, dialog);
    await press(within(dialog).getByRole('button', { name: text(`${K}.create.confirm`) }));
    await screen.findByText(text(`${K}.create.createdOne`, { year: '2026', company: TARTU }));
    const table = await loaded(CAPTION, '2026');
    await expect(within(table).getAllByRole('cell', { name: '2026' })).toHaveLength(1);
    await settled();
  },
};

/** "Ekspordi aasta" needs a year; with 2025 every company's report of the year comes as one real workbook. */
export const ExportYear: Story = {
  play: async () => {
    await loaded(CAPTION, '2025');
    const dialog = await openDialog(`${K}.exportYear.open`, `${K}.exportYear.title`);
    await press(within(dialog).getByRole('button', { name: text(`${K}.exportYear.confirm`) }));
    await within(dialog).findByText(text(`${K}.exportYear.yearMissing`));
    await choose(text(`${K}.exportYear.year`), '2025', dialog);
    const download = await catchDownload(() =>
      press(within(dialog).getByRole('button', { name: text(`${K}.exportYear.confirm`) })),
    );
    await expect(download.name).toBe('rPET aruanded 2025.xlsx');
    const sheet = (await workbookOf(download)).worksheets[0];
    if (!sheet) throw new Error('the workbook has no sheet');
    await expect((sheet.getRow(1).values as unknown[]).slice(1, 3)).toEqual(['Ettevõte', 'EAN']);
    const companies = new Set(sheet.getColumn(1).values.slice(2));
    await expect([...companies].sort()).toEqual([POHJALA, TARTU].sort());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await settled();
  },
};

const states = screenStateStories({
  scenario,
  endpoints: 'rpetReports',
  loading: CAPTION,
  empty: { answer: { results: [], count: 0 }, text: `${K}.empty` },
  error: { texts: 'errors.rpet.load' },
});

/** No report matches: the empty text. */
export const Empty: Story = states.Empty;

/** The list never answers: the table is busy and says it is loading. */
export const Loading: Story = states.Loading;

/** The list fails: the reason in the table, and a retry. */
export const ServerError: Story = states.ServerError;
