import { handlersFor, heroPersons, scenarios } from '@epp/fixtures';
import { PartnerUsersScreen } from '@epp/screens/partner';
import { clearAnnouncements } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  addUserButton,
  fullName,
  usersLoaded as loadedWith,
  USERS_CAPTION,
  userFormField,
  usersStates,
} from '../../support/company-users';
import { press, settled } from '../../support/interaction';
import { withScreen } from '../../support/screen-frame';
import { loaded } from '../../support/tables';
import { text } from '../../support/text';
import { PAGE_CONTENT, ShellFrame } from '../shell/shell-story';

// Piret Lepp, a user of the test laboratory Eesti Pakendilabor OÜ; its users: Piret and Kristjan Kask.
const scenario = scenarios.partner;
const { piret, kristjan } = heroPersons;

const meta = {
  title: 'Screens/Partner/Users',
  component: PartnerUsersScreen,
  decorators: [withScreen],
  beforeEach: () => clearAnnouncements(),
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/profile/users' },
    msw: { handlers: handlersFor(scenario) },
  },
  // The modals cover the viewport: give the page the viewport's height so the snapshot shows all of them.
  render: () => (
    <div style={{ minHeight: '100vh' }}>
      <PartnerUsersScreen />
    </div>
  ),
} satisfies Meta<typeof PartnerUsersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const usersLoaded = () => loadedWith(kristjan);
const removeButton = (dialog: HTMLElement) =>
  within(dialog).queryByRole('button', { name: text('screens.client.profileUsers.remove.open') });
const detailsOf = (person: { first_name: string; last_name: string }) =>
  screen.findByRole('dialog', { name: text('screens.client.profileUsers.details.title', { name: fullName(person) }) });

/** The laboratory's users and the add button, under the partner's profile tabs. */
export const Users: Story = {
  play: async () => {
    const table = await usersLoaded();
    await expect(within(table).getByRole('cell', { name: fullName(piret) })).toBeVisible();
    await expect(addUserButton()).toBeVisible();
    await expect(screen.getByRole('tab', { name: text('routes.users') })).toHaveAttribute('aria-selected', 'true');
  },
};

/** The add request's body as it went out: read in front of the fixture handlers, which then answer it. */
const sent: { body: unknown } = { body: null };
const captureAdd = http.post('*/profile/add-user/', async ({ request }) => {
  sent.body = await request.clone().json();
});

const NEW_USER = {
  firstName: 'Triin',
  lastName: 'Vaher',
  personalCode: '49203150029',
  phone: '+372 5555 2020',
  email: 'triin.vaher@pakendilabor.ee',
  profession: 'Laborant',
};

/**
 * The keyboard path: Enter on "Lisa kasutaja", the fields typed (no role choice for a partner), Tab to the add button, Enter. The
 * body carries partner_id 1 and no client (client spec §6); the success is said and the new user is a row.
 */
export const AddUser: Story = {
  parameters: { msw: { handlers: [captureAdd, ...handlersFor(scenario)] } },
  play: async () => {
    sent.body = null;
    await usersLoaded();
    await press(addUserButton());
    const dialog = await screen.findByRole('dialog', { name: text('screens.client.profileUsers.add.title') });
    await expect(within(dialog).queryByRole('radiogroup')).toBeNull();
    for (const [name, value] of Object.entries(NEW_USER)) {
      userFormField(dialog, name).focus();
      await userEvent.keyboard(value);
    }
    // Tab from the last field to "Lisa kasutaja" and Enter, as a keyboard user sends the form.
    const submit = within(dialog).getByRole('button', { name: text('screens.client.profileUsers.add.submit') });
    for (let step = 0; step < 5 && document.activeElement !== submit; step += 1) await userEvent.tab();
    await expect(submit).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(sent.body).toEqual({
      is_client_admin: false,
      first_name: NEW_USER.firstName,
      last_name: NEW_USER.lastName,
      personal_code: NEW_USER.personalCode,
      phone: NEW_USER.phone,
      email: NEW_USER.email,
      profession: NEW_USER.profession,
      partner_id: 1,
      client_id: null,
    });
    await screen.findByText(text('screens.client.profileUsers.add.added', { name: 'Triin Vaher' }));
    await loaded(USERS_CAPTION, 'Triin Vaher');
    await waitFor(() => expect(addUserButton()).toHaveFocus());
    await settled();
  },
};

/** Not oneself; removing Kristjan: asked once more, then 'Kasutaja eemaldatud.' (operator spec §8), the row gone, focus kept. */
export const Remove: Story = {
  // A store of its own: the removal must not show in the other stories.
  parameters: { msw: { handlers: handlersFor(scenario) } },
  play: async () => {
    const table = await usersLoaded();
    // Her own row: the details are read-only (partners do not edit users) and nobody removes themselves.
    await userEvent.click(within(table).getByRole('cell', { name: fullName(piret) }));
    const own = await detailsOf(piret);
    await expect(within(own).getByText(piret.email)).toBeVisible();
    await expect(within(own).queryByRole('textbox')).toBeNull();
    await expect(removeButton(own)).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(within(table).getByRole('cell', { name: fullName(kristjan) }));
    const dialog = await detailsOf(kristjan);
    await expect(within(dialog).queryByRole('textbox')).toBeNull();
    await userEvent.click(removeButton(dialog) as HTMLElement);
    const confirm = await screen.findByRole('alertdialog', { name: text('screens.client.profileUsers.remove.title') });
    await userEvent.click(
      within(confirm).getByRole('button', { name: text('screens.client.profileUsers.remove.confirm') }),
    );
    await screen.findByText(text('screens.partner.partnerUsers.removed'));
    await waitFor(() => expect(within(table).queryByRole('cell', { name: fullName(kristjan) })).toBeNull());
    await waitFor(() => expect(addUserButton()).toHaveFocus());
    await settled();
  },
};

const states = usersStates(scenario);

/** The answer never comes: the table stays busy and says it is loading. */
export const Loading: Story = states.Loading;

/** No users (the server lists none): the empty text. */
export const Empty: Story = states.Empty;

/** The list fails: the reason in the table, and a retry. */
export const ServerError: Story = states.ServerError;

/** The page inside the shell, as the portal shows it. */
const inShell = () => (
  <ShellFrame mode="partner" width={1200} labels={['routes.profile', 'routes.users']}>
    <div data-testid={PAGE_CONTENT}>
      <PartnerUsersScreen />
    </div>
  </ShellFrame>
);

/** The gate's open side: a verified partner user sees the users page inside the shell. */
export const VerifiedPartnerSeesPage: Story = {
  render: inShell,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = await canvas.findByTestId(PAGE_CONTENT);
    await within(page).findByRole('table', { name: text(USERS_CAPTION) });
    await expect(
      within(page).getByRole('button', { name: text('screens.client.profileUsers.add.open') }),
    ).toBeVisible();
    await expect(canvas.queryByText(text('screens.shell.gate.unverified'))).toBeNull();
  },
};

/** The gate's closed side: the partner profile is not verified, so only the missing-access message shows. */
export const UnverifiedPartnerGated: Story = {
  parameters: { msw: { handlers: handlersFor(scenarios.partnerUnverified) } },
  render: inShell,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text('screens.shell.gate.unverified'))).toBeVisible();
    await expect(canvas.queryByTestId(PAGE_CONTENT)).toBeNull();
    await expect(screen.queryByRole('table')).toBeNull();
  },
};
