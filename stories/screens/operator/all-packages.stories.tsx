import { handlersFor, packageStatusLabel, STATUS, scenarios } from '@epp/fixtures';
import { RegistryPackagesScreen } from '@epp/screens/operator';
import { clearAnnouncements } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { press } from '../../support/interaction';
import { withScreen } from '../../support/screen-frame';
import { screenStateStories } from '../../support/screen-states';
import { EAN_CELL, loaded } from '../../support/tables';
import { text } from '../../support/text';

const scenario = scenarios.operator;

const meta = {
  title: 'Screens/Operator/AllPackages',
  component: RegistryPackagesScreen,
  decorators: [withScreen],
  beforeEach: () => {
    clearAnnouncements();
    // Every story reads the requests the list sent (its page, sort and filters are the server's to apply).
    const fetches = spyOn(globalThis, 'fetch');
    return () => fetches.mockRestore();
  },
  parameters: {
    layout: 'fullscreen',
    // Pages of 10 keep the snapshots short; the default page size (25) is the portal's.
    screen: { path: '/registry/packages?size=10' },
    msw: { handlers: handlersFor(scenario) },
  },
} satisfies Meta<typeof RegistryPackagesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const CAPTION = 'screens.operator.registryPackages.caption';
const column = (key: string) => text(`screens.operator.registryPackages.columns.${key}` as never);

/** The query parameters of the all-packages requests sent so far, oldest first, with their page and size. */
function listRequests(): Array<{ path: string; params: URLSearchParams }> {
  const calls = (globalThis.fetch as unknown as { mock: { calls: unknown[][] } }).mock.calls;
  return calls
    .map((call) => new URL(String(call[0] instanceof Request ? call[0].url : call[0]), window.location.href))
    .filter((url) => url.pathname.includes('administrator/packages/'))
    .map((url) => ({ path: url.pathname.replace(/^.*administrator\/packages\//, ''), params: url.searchParams }));
}
const lastRequest = () => listRequests().at(-1);

const dataRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell', { name: EAN_CELL }).length > 0);

/**
 * The server's first page (of 10 here), newest first; the next page and a header sort (from the keyboard) ask the
 * server for that page and that ordering.
 */
export const ServerPagingAndSorting: Story = {
  play: async () => {
    const table = await loaded(CAPTION, EAN_CELL);
    await expect(dataRows(table)).toHaveLength(10);
    await expect(lastRequest()?.path).toBe('1/10/');
    await expect(lastRequest()?.params.get('ordering')).toBe('-created_at');

    await press(screen.getByRole('button', { name: text('ui.pagination.next') }));
    await waitFor(() => expect(lastRequest()?.path).toBe('2/10/'));

    await press(within(table).getByRole('button', { name: column('weight') }));
    await waitFor(() => expect(lastRequest()?.params.get('ordering')).toBe('package_characteristic__weight'));
    await expect(lastRequest()?.path).toBe('1/10/');
    await press(within(table).getByRole('button', { name: column('category') }));
    await waitFor(() => expect(lastRequest()?.params.get('ordering')).toBe('package_category__description'));
    await loaded(CAPTION, EAN_CELL);
  },
};

/** Packages the client has not submitted (they exist only in the web portal) show greyed; the others do not. */
export const GreyedStatus: Story = {
  play: async () => {
    const table = await loaded(CAPTION, EAN_CELL);
    const unsubmitted = packageStatusLabel(STATUS.unsubmitted) ?? '';
    const rows = dataRows(table);
    const greyed = rows.filter((row) => row.hasAttribute('data-muted'));
    await expect(greyed.length).toBeGreaterThan(0);
    for (const row of greyed) await expect(within(row).getByText(unsubmitted)).toBeVisible();
    for (const row of rows.filter((row) => !row.hasAttribute('data-muted')))
      await expect(within(row).queryByText(unsubmitted)).toBeNull();
  },
};

/**
 * Filters typed from the keyboard go to the server as its parameters when "Otsi" is pressed; a non-numeric
 * EAN is refused with a message and sends nothing.
 */
export const Filters: Story = {
  play: async () => {
    await loaded(CAPTION, EAN_CELL);
    const ean = screen.getByRole('textbox', { name: column('ean') });
    await userEvent.type(ean, '47x');
    const sent = listRequests().length;
    await press(screen.getByRole('button', { name: text('ui.filterBar.search') }));
    await screen.findByText(text('screens.operator.registryPackages.eanNotNumeric'));
    await expect(listRequests()).toHaveLength(sent);

    await userEvent.clear(ean);
    await userEvent.type(ean, '474');
    await userEvent.type(screen.getByRole('textbox', { name: column('name') }), 'Põhjala');
    await userEvent.type(screen.getByRole('textbox', { name: column('weight') }), '21,5');
    await press(screen.getByRole('button', { name: text('ui.filterBar.search') }));
    await waitFor(() => expect(lastRequest()?.params.get('ean')).toBe('474'));
    const params = lastRequest()?.params;
    await expect(params?.get('package_name')).toBe('Põhjala');
    await expect(params?.get('weight')).toBe('21.5');
    await expect(lastRequest()?.path).toBe('1/10/');
    await expect(screen.queryByText(text('screens.operator.registryPackages.eanNotNumeric'))).toBeNull();
  },
};

/** Opened with filters in the address (a reload, a shared link): the fields show them and they are sent. */
export const FilteredByAddress: Story = {
  parameters: {
    screen: { path: '/registry/packages?size=10&created.from=2026-01-01&created.to=2026-06-30&testResult=2&status=6' },
  },
  play: async () => {
    await waitFor(() => expect(lastRequest()?.params.get('date_from')).toBe('2026-01-01'));
    const params = lastRequest()?.params;
    await expect(params?.get('date_to')).toBe('2026-06-30');
    await expect(params?.get('last_test')).toBe('2');
    await expect(params?.get('package_status')).toBe('6');
  },
};

/** A row opens the package's details, remembering this view (with its filters) for the back button. */
export const RowOpensDetails: Story = {
  parameters: { screen: { path: '/registry/packages?size=10&name=Põhjala' } },
  play: async () => {
    const table = await loaded(CAPTION, EAN_CELL);
    const [first] = dataRows(table);
    await press(first as HTMLElement);
    await waitFor(() => expect(screen.getByTestId('navigated-to')).toHaveTextContent(/^\/registry\/package\/\d+$/));
  },
};

const states = screenStateStories({
  scenario,
  endpoints: 'registryPackages',
  loading: CAPTION,
  empty: {
    answer: { count: 0, results: [], next: null, previous: null },
    text: 'screens.operator.registryPackages.empty',
  },
  error: { texts: 'screens.operator.registryPackages.loadError' },
});

/** Nothing matches: the spec's empty text. */
export const Empty: Story = states.Empty;

/** The answer never comes: the table is busy and says it is loading. */
export const Loading: Story = states.Loading;

/** The list fails: the reason in the table, and a retry. */
export const ServerError: Story = states.ServerError;
