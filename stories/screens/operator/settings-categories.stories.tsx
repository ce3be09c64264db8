import { createHandlers, handlersFor, storeFor } from '@epp/fixtures';
import { SettingsScreen } from '@epp/screens/operator';
import { clearAnnouncements } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { press } from '../../support/interaction';
import { dataRows } from '../../support/partner-lists';
import { heldRequests } from '../../support/requests';
import { withScreen } from '../../support/screen-frame';
import { text } from '../../support/text';
import { expectColumns, loadedSettings, rowTexts, SETTINGS, settingsScenario, settingsStates } from './settings-story';

// The operator's classifiers, categories first (/settings opens them). The accounting system has one category
// (Taimne jook) and one colour (Hõbedane) the demo's lists lack: a sync brings them in.
const SYNC_PATH = 'administrator/sync-classifiers/';
const NEW_CATEGORY = { value: 'PLANT_DRINK', description: 'Taimne jook' };
const SYNC_ANSWER = 'Lisatud: kategooria „Taimne jook”, värv „Hõbedane”.';

const meta = {
  title: 'Screens/Operator/SettingsCategories',
  component: SettingsScreen,
  decorators: [withScreen],
  beforeEach: () => clearAnnouncements(),
  args: { kind: 'categories' },
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/settings/categories' },
    msw: { handlers: handlersFor(settingsScenario) },
  },
} satisfies Meta<typeof SettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const syncButton = () => screen.getByRole('button', { name: text(`${SETTINGS}.sync`) });

/**
 * The categories (value, description) under the settings tabs; a column sorts from the keyboard (Enter on its
 * header): the descriptions ascending.
 */
export const Table: Story = {
  play: async () => {
    const table = await loadedSettings('categories', 'WATER');
    await expectColumns(table, ['value', 'description']);
    await expect(rowTexts(table)).toContainEqual(['WATER', 'Vesi']);
    await expect(dataRows(table)).toHaveLength(storeFor(settingsScenario).db.reference.categories.length);
    const tabs = screen.getByRole('tablist', { name: text('screens.operator.tabs.settings') });
    await expect(within(tabs).getByRole('tab', { selected: true })).toHaveTextContent(text('routes.categories'));
    const sortByDescription = within(table).getByRole('button', { name: text(`${SETTINGS}.columns.description`) });
    await press(sortByDescription);
    await waitFor(() => expect(sortByDescription.closest('th')).toHaveAttribute('aria-sort', 'ascending'));
    await expect(rowTexts(table)[0]).toEqual(['ENERGY', 'Energiajook']);
  },
};

const syncStore = storeFor(settingsScenario);
const held = heldRequests('get', SYNC_PATH);

/**
 * 'Uuenda klassifikaatoreid': busy while the accounting system answers (a second press sends nothing), then the
 * result with the server's account of what changed, and the table with the category the sync added.
 */
export const SyncClassifiers: Story = {
  beforeEach: () => {
    syncStore.reset();
    held.reset();
  },
  parameters: { msw: { handlers: [held.handler, ...createHandlers(syncStore)] } },
  play: async () => {
    const table = await loadedSettings('categories', 'WATER');
    await expect(within(table).queryByText(NEW_CATEGORY.value)).toBeNull();
    await press(syncButton());
    await waitFor(() => expect(syncButton()).toHaveAttribute('data-pending'));
    await press(syncButton());
    await userEvent.click(syncButton());
    held.release();
    await screen.findByText(text(`${SETTINGS}.synced`));
    await screen.findByText(SYNC_ANSWER);
    await expect(held.count()).toBe(1);
    await waitFor(() => expect(rowTexts(table)).toContainEqual([NEW_CATEGORY.value, NEW_CATEGORY.description]));
    await waitFor(() => expect(syncButton()).not.toHaveAttribute('data-pending'));
  },
};

let syncAnswers = 0;
/** The accounting system is out the first time (502 with its reason), and answers the retry. */
const failingOnce = http.get(`*/${SYNC_PATH}`, () => {
  syncAnswers += 1;
  if (syncAnswers === 1) return HttpResponse.json({ detail: 'nav_unavailable' }, { status: 502 });
  return undefined;
});
const failureStore = storeFor(settingsScenario);

/**
 * The sync fails: the spec's 'Sünkroniseerimine ebaõnnestus: {reason}' with a retry, and the table as it was;
 * the retry syncs and its result replaces the failure.
 */
export const SyncFailure: Story = {
  beforeEach: () => {
    failureStore.reset();
    syncAnswers = 0;
  },
  parameters: { msw: { handlers: [failingOnce, ...createHandlers(failureStore)] } },
  play: async () => {
    const table = await loadedSettings('categories', 'WATER');
    const before = rowTexts(table);
    await press(syncButton());
    const failure = text(`${SETTINGS}.syncFailed`, { error: 'nav_unavailable' });
    await screen.findByText(failure);
    await expect(rowTexts(table)).toEqual(before);
    await press(screen.getByRole('button', { name: text('common.actions.retry') }));
    await screen.findByText(text(`${SETTINGS}.synced`));
    await expect(screen.queryByText(failure)).toBeNull();
    await waitFor(() => expect(rowTexts(table)).toContainEqual([NEW_CATEGORY.value, NEW_CATEGORY.description]));
  },
};

const states = settingsStates('categories');

/** The answer never comes: the table is busy and says it is loading. */
export const Loading: Story = states.Loading;

/** No categories: 'Klassifikaatoreid ei leitud.' */
export const Empty: Story = states.Empty;

/** The list fails: the reason in the table, and a retry. */
export const ServerError: Story = states.ServerError;
