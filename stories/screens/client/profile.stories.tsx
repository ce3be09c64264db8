import { useShowWarrantedInfo } from '@epp/api/hooks';
import {
  answer,
  createHandlers,
  handlersFor,
  heroPersons,
  scenarios,
  serverError,
  slow,
  storeFor,
} from '@epp/fixtures';
import { ProfileEditScreen, ProfileScreen } from '@epp/screens/client';
import { clearAnnouncements } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { markWhenAnswered, readAnswered } from '../../support/read-answered';
import { requestLog } from '../../support/requests';
import { withScreen } from '../../support/screen-frame';
import { screenStateStories } from '../../support/screen-states';
import { text } from '../../support/text';

const meta = {
  title: 'Screens/Client/Profile',
  component: ProfileScreen,
  tags: ['autodocs'],
  decorators: [withScreen],
  beforeEach: () => clearAnnouncements(),
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/profile' },
    msw: { handlers: handlersFor(scenarios.clientActiveContract) },
  },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The edit view at its own address. */
const editView = {
  render: () => <ProfileEditScreen />,
  parameters: { screen: { path: '/profile/edit' } },
} satisfies Story;

const section = (key: Parameters<typeof text>[0]) => screen.findByRole('region', { name: text(key) });
const field = (key: Parameters<typeof text>[0]) => screen.findByRole('textbox', { name: new RegExp(`^${text(key)}`) });
const PHONE = 'screens.profile.personal.fields.phone';
const KMKR = 'screens.profile.company.fields.kmkr';
const { mari } = heroPersons;

/** Types into a field and leaves it with Tab: the blur that saves it. */
async function typeAndLeave(input: HTMLElement, value: string) {
  await userEvent.clear(input);
  await userEvent.type(input, value);
  await userEvent.tab();
}

/** Mari Tamm, client admin of Põhjala Joogitehas OÜ: every section read-only, a link to edit. */
export const ReadView: Story = {
  play: async () => {
    const personal = await section('screens.profile.personal.title');
    await within(personal).findByText(mari.phone);
    await within(personal).findByText(mari.personal_code);
    const company = await section('screens.profile.company.title');
    await within(company).findByText('Põhjala Joogitehas OÜ');
    await section('screens.profile.notifications.title');
    await expect(screen.queryAllByRole('textbox')).toEqual([]);
    await expect(screen.getByRole('link', { name: text('screens.profile.view.edit') })).toHaveAttribute(
      'href',
      '/profile/edit',
    );
  },
};

// The edit stories' own stores, so what one saves does not show in another.
const editStore = storeFor(scenarios.clientActiveContract);

/** The phone changed and left with Tab: saved on blur (the demo store has it), no error. */
export const EditAutosaveOnBlur: Story = {
  ...editView,
  parameters: { ...editView.parameters, msw: { handlers: createHandlers(editStore) } },
  play: async () => {
    const phone = await field(PHONE);
    await expect(phone).toHaveValue(mari.phone);
    await typeAndLeave(phone, '+3725550000');
    await waitFor(() =>
      expect(editStore.db.persons.find((person) => person.id === mari.id)?.phone).toBe('+3725550000'),
    );
    await expect(phone).toHaveValue('+3725550000');
    await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
    await expect(screen.queryByRole('alert')).toBeNull();
    await screen.findByText(text('screens.profile.save.saved', { field: text(PHONE) }));
  },
};

/** The saves of the personal profile that went out, with their bodies: noted in front of the fixture handlers. */
const personalSaves = requestLog([['put', 'profile/user-data/']]);
const savedPhones = () =>
  personalSaves.bodiesOf('put', 'profile/user-data/').map((body) => (body as { phone?: string } | undefined)?.phone);

/**
 * Leaving the field again while its save is under way (a slow server) sends nothing more: one change, one save.
 * The proof needs no wait: the section saves one after another, so once a later change has gone out, a second
 * save of the first would have gone out before it.
 */
export const SaveSentOnce: Story = {
  ...editView,
  parameters: {
    ...editView.parameters,
    msw: {
      handlers: [
        ...personalSaves.handlers,
        ...handlersFor(scenarios.clientActiveContract, { overrides: { updatePersonalProfile: slow(1500) } }),
      ],
    },
  },
  play: async () => {
    personalSaves.reset();
    const saved = text('screens.profile.save.saved', { field: text(PHONE) });
    const phone = await field(PHONE);
    await typeAndLeave(phone, '+3725559999');
    await userEvent.tab({ shift: true });
    await expect(phone).toHaveFocus();
    await userEvent.tab(); // left again while the save runs
    await expect(phone).toHaveValue('+3725559999');
    // The one save ends: it says so in the live region.
    await screen.findByText(saved);
    clearAnnouncements();
    // A later change: once it has gone out, every save queued before it has too.
    await userEvent.tab({ shift: true });
    await typeAndLeave(phone, '+3725550000');
    await waitFor(() => expect(savedPhones().at(-1)).toBe('+3725550000'));
    await expect(savedPhones()).toEqual(['+3725559999', '+3725550000']);
    await screen.findByText(saved);
  },
};

const settingsStore = storeFor(scenarios.clientActiveContract);

/** A notification switch, turned off with the keyboard (Space), is saved at once for the active role. */
export const NotificationSettingSaves: Story = {
  ...editView,
  parameters: { ...editView.parameters, msw: { handlers: createHandlers(settingsStore) } },
  play: async () => {
    const debts = await screen.findByRole('switch', { name: text('screens.profile.notifications.fields.is_debt') });
    await expect(debts).toBeChecked();
    debts.focus();
    await userEvent.keyboard(' ');
    const saved = () =>
      settingsStore.db.userSettings.find((row) => row.person_id === mari.id && row.role === 'CLIENT_ADMIN');
    await waitFor(() => expect(saved()?.is_debt).toBe(false));
    await expect(debts).not.toBeChecked();
  },
};

/** An emptied field is not saved (spec §5: only when every field is filled): it says so and keeps the empty text. */
export const EditRequiredField: Story = {
  ...editView,
  parameters: { ...editView.parameters, msw: { handlers: handlersFor(scenarios.clientActiveContract) } },
  play: async () => {
    const phone = await field(PHONE);
    await userEvent.clear(phone);
    await userEvent.tab();
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    await expect(phone).toHaveAccessibleDescription(text('screens.profile.save.required'));
    await expect(phone).toHaveValue('');
  },
};

/** The save fails: the old phone comes back, and the page says which field and why. */
export const SaveFailureRestores: Story = {
  ...editView,
  parameters: {
    ...editView.parameters,
    msw: {
      handlers: handlersFor(scenarios.clientActiveContract, {
        overrides: { updatePersonalProfile: serverError(400, 'phone_invalid') },
      }),
    },
  },
  play: async () => {
    const phone = await field(PHONE);
    await typeAndLeave(phone, '+3725550000');
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent(
      text('screens.profile.save.failed', { field: text(PHONE), error: 'phone_invalid' }),
    );
    await waitFor(() => expect(phone).toHaveValue(mari.phone));
    await expect(phone).toHaveAccessibleDescription(text('screens.profile.save.restored'));
  },
};

/** Põhjala's warranted person, shown because the server says so: read-only, with a note who changes it. */
export const WarrantedPersonShown: Story = {
  play: async () => {
    const warranted = await section('screens.profile.warranted.title');
    await within(warranted).findByText('Jaan Kuusk');
    await expect(within(warranted).getByText(text('screens.profile.warranted.readOnly'))).toBeVisible();
  },
};

/** The server says not to show the warranted person: no card at all. */
export const WarrantedPersonHidden: Story = {
  decorators: [markWhenAnswered('showWarrantedInfo', useShowWarrantedInfo)],
  parameters: {
    msw: {
      handlers: handlersFor(scenarios.clientActiveContract, { overrides: { showWarrantedInfo: answer(200, false) } }),
    },
  },
  play: async () => {
    await section('screens.profile.company.title');
    await screen.findByText(mari.phone);
    // The server's "no" has come and is drawn.
    await readAnswered('showWarrantedInfo');
    await expect(screen.queryByRole('region', { name: text('screens.profile.warranted.title') })).toBeNull();
  },
};

/** A client admin edits the company's contact and invoicing data; the name and registry code stay read-only. */
export const ClientAdminEdits: Story = {
  ...editView,
  play: async () => {
    const company = await section('screens.profile.company.title');
    await expect(await field(KMKR)).toBeEnabled();
    await expect(within(company).queryByRole('textbox', { name: /Ettevõtte nimi|Company name/ })).toBeNull();
    await expect(within(company).getByText(text('screens.profile.company.registryOnly'))).toBeVisible();
  },
};

/** Jaan Kuusk, a plain client user: his own data is editable, the company's read-only with the reason. */
export const ClientUserReadsCompany: Story = {
  ...editView,
  parameters: { ...editView.parameters, msw: { handlers: handlersFor(scenarios.clientUser) } },
  play: async () => {
    await field(PHONE);
    const company = await section('screens.profile.company.title');
    await within(company).findByText(text('screens.profile.company.adminOnly'));
    await expect(within(company).queryAllByRole('textbox')).toEqual([]);
  },
};

const PROFILE_READS = [
  'personalProfile',
  'companyProfile',
  'userSettings',
  'showWarrantedInfo',
  'basisOptions',
] as const;

const states = screenStateStories({
  scenario: scenarios.clientActiveContract,
  endpoints: PROFILE_READS,
  loading: async () => {
    const personal = await section('screens.profile.personal.title');
    // a never-answered read cannot end the loading state: no wait beyond finding it
    const busy = await within(personal).findByRole('group', { name: text('ui.skeleton.loading') });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    const company = await section('screens.profile.company.title');
    await expect(within(company).getByRole('group')).toHaveAttribute('aria-busy', 'true');
  },
  error: {
    texts: [
      'screens.profile.personal.loadError',
      'screens.profile.company.loadError',
      'screens.profile.notifications.loadError',
    ],
  },
});

/** The profile's answers never come: each section stays busy and says it is loading. */
export const Loading: Story = states.Loading;

/** The profile's answers fail: each section says why, with a retry. */
export const ServerError: Story = states.ServerError;

/** The keyboard: Tab reaches the profile tabs, the arrow keys move between them, Enter opens the contract tab. */
export const KeyboardTabs: Story = {
  play: async () => {
    const tabs = await screen.findByRole('tablist', { name: text('screens.profile.tabsLabel') });
    const current = within(tabs).getByRole('tab', { name: text('routes.profile') });
    await expect(current).toHaveAttribute('aria-selected', 'true');
    current.focus();
    await userEvent.keyboard('{ArrowRight}');
    const contract = within(tabs).getByRole('tab', { name: text('routes.contract') });
    await waitFor(() => expect(contract).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('navigated-to')).toHaveTextContent('/profile/contract'));
  },
};
