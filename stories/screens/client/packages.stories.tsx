import { handlersFor, scenarios } from '@epp/fixtures';
import { PackagesScreen } from '@epp/screens/client';
import { clearAnnouncements } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { catchDownload, workbookOf } from '../../support/downloads';
import { withScreen } from '../../support/screen-frame';
import { screenStateStories } from '../../support/screen-states';
import { EAN_CELL, expectTableLoading, findTable, loaded } from '../../support/tables';
import { text } from '../../support/text';

const meta = {
  title: 'Screens/Client/Packages',
  component: PackagesScreen,
  tags: ['autodocs'],
  decorators: [withScreen],
  beforeEach: () => clearAnnouncements(),
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/packages' },
    msw: { handlers: handlersFor(scenarios.clientActiveContract) },
  },
} satisfies Meta<typeof PackagesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const CAPTION = 'screens.client.packages.caption';

const registerButton = () => screen.queryByRole('button', { name: text('screens.client.packages.register') });

/**
 * Põhjala Joogitehas OÜ, active contract: the list by date (newest first), export and register (5 rows a
 * page, so the whole page fits the snapshot).
 */
export const List: Story = {
  args: { pageSize: 5 },
  play: async () => {
    await loaded(CAPTION, EAN_CELL);
    await screen.findByRole('button', { name: text('screens.client.packages.register') });
    await expect(screen.getByRole('button', { name: text('screens.client.packages.export') })).toBeEnabled();
    await expect(screen.queryByText(text('screens.client.contractBanner.noContract.title'))).toBeNull();
  },
};

/**
 * "Ekspordi Excelisse" end to end: exceljs loads on demand and writes "Pakendid - Põhjala Joogitehas OÜ.xlsx"
 * with the sheets "Pakendid" (every listed package, not only the page) and "Lisainfo". The file is caught
 * before the download and read back.
 */
export const ExportToExcel: Story = {
  args: { pageSize: 5 },
  play: async () => {
    await loaded(CAPTION, EAN_CELL);
    const download = await catchDownload(() =>
      userEvent.click(screen.getByRole('button', { name: text('screens.client.packages.export') })),
    );
    await expect(download.name).toBe(
      `${text('screens.client.packages.excel.fileName', { client: 'Põhjala Joogitehas OÜ' })}.xlsx`,
    );
    const workbook = await workbookOf(download);
    await expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      text('screens.client.packages.excel.packagesSheet'),
      text('screens.client.packages.excel.infoSheet'),
    ]);
    const packagesSheet = workbook.worksheets[0];
    const pager = screen.getByText(/\/ \d+$/).textContent ?? '';
    const listed = Number(pager.split('/')[1]?.trim());
    await expect(packagesSheet?.rowCount).toBe(listed + 1);
    await expect(packagesSheet?.getRow(1).getCell(1).value).toBe(text('screens.client.packages.columns.ean'));
  },
};

/**
 * Filtering by keyboard: Tab to the EAN field, type an EAN nobody has and press Enter. The table says
 * "Ükski pakend ei vasta otsingutingimustele." and the filter is kept in the URL; "Tühjenda otsing" is
 * reached by Tab.
 */
export const FilteredEmpty: Story = {
  play: async () => {
    await loaded(CAPTION, EAN_CELL);
    const ean = screen.getByRole('textbox', { name: text('screens.client.packages.columns.ean') });
    await userEvent.tab();
    await waitFor(() => expect(ean).toHaveFocus());
    await userEvent.keyboard('0000000000000');
    await userEvent.keyboard('{Enter}');
    await screen.findByText(text('screens.client.packages.empty'));
    const list = await findTable(CAPTION);
    await expect(within(list).queryByRole('cell', { name: /^4/ })).toBeNull();
  },
};

const states = screenStateStories({
  scenario: scenarios.clientActiveContract,
  endpoints: 'packages',
  loading: async () => {
    await expectTableLoading(CAPTION);
    await screen.findByRole('button', { name: text('screens.client.packages.register') });
    await expect(screen.getByRole('button', { name: text('screens.client.packages.export') })).toBeDisabled();
  },
  error: { texts: 'screens.client.packages.loadError' },
});

/** The list never answers: the table is busy and says it is loading; there is nothing to export yet. */
export const Loading: Story = states.Loading;

/** The list fails: a translated error with a retry in the table. */
export const ServerError: Story = states.ServerError;

/** Tartu Karastusjoogid AS: an active contract but the permission check says no, so no register button. */
export const NotAllowedToAdd: Story = {
  parameters: { msw: { handlers: handlersFor(scenarios.clientCannotAddPackages) } },
  play: async () => {
    await loaded(CAPTION, EAN_CELL);
    await expect(registerButton()).toBeNull();
  },
};

/** Metsa Mahlad OÜ has no contract: a banner prompts to create one, and no register button. */
export const NoContract: Story = {
  parameters: { msw: { handlers: handlersFor(scenarios.clientNoContract) } },
  play: async () => {
    await screen.findByText(text('screens.client.contractBanner.noContract.title'));
    await expect(
      screen.getByRole('link', { name: text('screens.client.contractBanner.noContract.action') }),
    ).toHaveAttribute('href', '/dashboard/contract');
    await findTable(CAPTION);
    await expect(registerButton()).toBeNull();
  },
};

/** Saare Õlletehas AS: the contract waits for the operator's signature. */
export const PendingContract: Story = {
  parameters: { msw: { handlers: handlersFor(scenarios.clientPendingContract) } },
  play: async () => {
    await screen.findByText(text('screens.client.contractBanner.pendingContract.title'));
    await findTable(CAPTION);
    await expect(registerButton()).toBeNull();
  },
};

// ---- The list in the address ---------------------------------------------------------------------------

/** The EAN column's sort button and its header cell (aria-sort). */
const eanSort = async () =>
  within(await findTable(CAPTION)).getByRole('button', { name: text('screens.client.packages.columns.ean') });
const pageRange = () =>
  within(screen.getByRole('navigation', { name: text('ui.pagination.label') })).getByRole('status');
const pageSizeChoice = () => screen.getByRole<HTMLSelectElement>('combobox', { name: text('ui.pagination.pageSize') });
const eanField = () => screen.getByRole('textbox', { name: text('screens.client.packages.columns.ean') });
const shownEans = async () =>
  within(await findTable(CAPTION))
    .getAllByRole('cell', { name: /^\d{8,14}$/ })
    .map((cell) => cell.textContent);

/** What the list shows: the filter field, the sort, the page and its size, and the rows on it. */
async function listState() {
  return {
    ean: (eanField() as HTMLInputElement).value,
    sort: (await eanSort()).closest('th')?.getAttribute('aria-sort'),
    range: pageRange().textContent,
    size: pageSizeChoice().value,
    rows: await shownEans(),
  };
}

async function press(element: HTMLElement, keys = '{Enter}') {
  element.focus();
  await userEvent.keyboard(keys);
}

/**
 * A reload (or a shared link): the list opens from its address — the EAN filter, the EAN column ascending,
 * page 2 of 10 rows.
 */
export const OpenedFromAddress: Story = {
  parameters: { screen: { path: '/packages?ean=4741010&sort=ean.asc&page=2&size=10', route: '/packages' } },
  play: async () => {
    await loaded(CAPTION, EAN_CELL);
    await expect(eanField()).toHaveValue('4741010');
    await expect((await eanSort()).closest('th')).toHaveAttribute('aria-sort', 'ascending');
    await expect(pageRange()).toHaveTextContent(/^11–11\D/);
    await expect(pageSizeChoice()).toHaveDisplayValue('10');
    const eans = await shownEans();
    await expect(eans).toEqual([...eans].sort());
  },
};

/** The list's address, for the play function only (hidden: no pixels, nothing for screen readers). */
function ListAddress() {
  const location = useLocation();
  return (
    <output hidden data-testid="list-address">
      {location.search}
    </output>
  );
}

/** The other page of the back story: the browser's back button (history back). */
function ElsewhereWithBack() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      {text('screens.client.addPackage.back')}
    </button>
  );
}

/**
 * Filter, sort, page size and page are written to the address as the user changes them, so leaving the list
 * and coming back (the browser's back button; the screen mounts afresh) shows it exactly as it was.
 */
export const BackRestoresTheList: Story = {
  parameters: { screen: { path: '/packages', route: '/*' } },
  render: (args) => (
    <Routes>
      <Route
        path="packages"
        element={
          <>
            <PackagesScreen {...args} />
            <ListAddress />
          </>
        }
      />
      <Route path="*" element={<ElsewhereWithBack />} />
    </Routes>
  ),
  play: async () => {
    await loaded(CAPTION, EAN_CELL);
    await press(eanField(), '4741010{Enter}');
    await press(await eanSort());
    await waitFor(async () => expect((await eanSort()).closest('th')).toHaveAttribute('aria-sort', 'ascending'));
    await userEvent.selectOptions(pageSizeChoice(), '10');
    await waitFor(() => expect(pageSizeChoice()).toHaveDisplayValue('10'));
    await press(screen.getByRole('button', { name: text('ui.pagination.next') }));
    await waitFor(() => expect(pageRange()).toHaveTextContent(/^11–/));
    const before = await listState();
    const address = new URLSearchParams(screen.getByTestId('list-address').textContent ?? '');
    await expect(Object.fromEntries(address)).toEqual({ ean: '4741010', sort: 'ean.asc', page: '2', size: '10' });

    await press(screen.getByRole('button', { name: text('screens.client.packages.register') }));
    await press(screen.getByRole('button', { name: text('screens.client.addPackage.back') }));

    await loaded(CAPTION, EAN_CELL);
    await waitFor(async () => expect(await listState()).toEqual(before));
    await expect(before).toMatchObject({ ean: '4741010', sort: 'ascending', size: '10' });
    clearAnnouncements();
  },
};
