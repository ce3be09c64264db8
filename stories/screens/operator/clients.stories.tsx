import { handlersFor, heroClients, scenarios } from '@epp/fixtures';
import { ClientsScreen } from '@epp/screens/operator';
import { clearAnnouncements } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { openList, press } from '../../support/interaction';
import { dataRows } from '../../support/partner-lists';
import { requestCounter } from '../../support/requests';
import { withScreen } from '../../support/screen-frame';
import { screenStateStories } from '../../support/screen-states';
import { loaded } from '../../support/tables';
import { text } from '../../support/text';

// The operator's world (20.11.2026): 29 clients, most with a valid contract, four pending, one ended, one none.
const scenario = scenarios.operator;
const K = 'screens.operator.clients';
const CAPTION = `${K}.caption` as const;
const POHJALA = heroClients.pohjala.name;
const TARTU = heroClients.tartu.name;
const allClients = requestCounter('get', 'administrator/all-clients/');

const meta = {
  title: 'Screens/Operator/Clients',
  component: ClientsScreen,
  decorators: [withScreen],
  beforeEach: () => {
    clearAnnouncements();
    allClients.reset();
  },
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/users/clients' },
    msw: { handlers: [allClients.handler, ...handlersFor(scenario)] },
  },
} satisfies Meta<typeof ClientsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const companyField = () => screen.getByRole('textbox', { name: new RegExp(`^${text(`${K}.filters.client`)}`) });
/** The status select of the filter bar (the column's sort button has the same name). */
const statusSelect = () =>
  screen
    .getAllByRole('button', { name: new RegExp(text(`${K}.filters.contractStatus`)) })
    .find((button) => button.getAttribute('aria-haspopup') === 'listbox') as HTMLElement;
const search = () => userEvent.click(screen.getByRole('button', { name: text('ui.filterBar.search') }));

/**
 * The users tab bar with "Kliendid" current; every client by name: users, registered, the contract's status
 * badge and the day it was signed.
 */
export const Populated: Story = {
  play: async () => {
    const table = await loaded(CAPTION, POHJALA);
    const names = dataRows(table).map((row) => row.querySelector('th, td')?.textContent ?? '');
    await expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const tabs = screen.getByRole('tablist', { name: text('screens.operator.tabs.users') });
    await expect(within(tabs).getByRole('tab', { name: text('routes.clients') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const pohjala = dataRows(table).find((row) => row.textContent?.includes(POHJALA)) as HTMLElement;
    await expect(pohjala).toHaveTextContent(text('status.contract.SIGNED'));
    await expect(pohjala).toHaveTextContent('14.03.2019');
  },
};

/** A company typed and searched ("Otsi", or Enter): its row only; "Tühjenda otsing" brings them all back. */
export const SearchByCompany: Story = {
  play: async () => {
    const table = await loaded(CAPTION, POHJALA);
    const all = dataRows(table).length;
    await userEvent.type(companyField(), 'tartu{Enter}');
    await waitFor(() =>
      expect(dataRows(table).map((row) => row.textContent)).toEqual([expect.stringContaining(TARTU)]),
    );
    await userEvent.click(screen.getByRole('button', { name: text('ui.filterBar.clear') }));
    await waitFor(() => expect(dataRows(table)).toHaveLength(all));
  },
};

/** The contract status filter: "Kehtetu" chosen and searched, only the client whose contract has ended. */
export const ContractStatusFilter: Story = {
  play: async () => {
    const table = await loaded(CAPTION, POHJALA);
    const listbox = await openList(statusSelect());
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([text('status.contract.NOT_SIGNED'), text('status.contract.SIGNED'), text('status.contract.INVALID')]);
    await userEvent.click(within(listbox).getByRole('option', { name: text('status.contract.INVALID') }));
    await search();
    await waitFor(() => expect(dataRows(table)).toHaveLength(1));
    await expect(dataRows(table)[0]).toHaveTextContent(text('status.contract.INVALID'));
  },
};

/** The filter in the address (a search left it there): the pending contracts, the spec's KINNITAMISEL. */
export const PendingFromAddress: Story = {
  parameters: { screen: { path: '/users/clients?contractStatus=KINNITAMISEL' } },
  play: async () => {
    const table = await loaded(CAPTION, text('status.contract.NOT_SIGNED'));
    await waitFor(() => expect(dataRows(table)).toHaveLength(4));
  },
};

/** A search nobody matches: the spec's empty text. */
export const NoMatch: Story = {
  parameters: { screen: { path: '/users/clients?client=Olematu' } },
  play: async () => {
    await screen.findByText(text(`${K}.empty`));
  },
};

/** "Uuenda" asks the server again (once more), the rows stay while it does. */
export const Refresh: Story = {
  play: async () => {
    await loaded(CAPTION, POHJALA);
    const before = allClients.count();
    await press(screen.getByRole('button', { name: text(`${K}.refresh`) }));
    await waitFor(() => expect(allClients.count()).toBe(before + 1));
    await loaded(CAPTION, POHJALA);
  },
};

/** A row opens the client's page (Enter, as a click), remembering the list for the way back. */
export const RowOpensClient: Story = {
  parameters: { screen: { path: '/users/clients?client=P%C3%B5hjala' } },
  play: async () => {
    const table = await loaded(CAPTION, POHJALA);
    await waitFor(() => expect(dataRows(table)).toHaveLength(1));
    await press(dataRows(table)[0] as HTMLElement);
    const to = screen.getByTestId('navigated-to');
    await waitFor(() => expect(to).toHaveTextContent(`/users/clients/${heroClients.pohjala.id}`));
    await expect(to).toHaveAttribute('data-from', '/users/clients?client=P%C3%B5hjala');
  },
};

const states = screenStateStories({
  scenario,
  endpoints: 'adminAllClients',
  loading: CAPTION,
  empty: { answer: [], text: `${K}.empty` },
  error: { texts: `${K}.loadError` },
});

/** No clients at all: the spec's empty text. */
export const Empty: Story = states.Empty;

/** The answer never comes: the table is busy and says it is loading. */
export const Loading: Story = states.Loading;

/** The list fails: the reason in the table, and a retry. */
export const ServerError: Story = states.ServerError;
