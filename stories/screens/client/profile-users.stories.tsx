import { handlersFor, heroPersons, scenarios, serverError } from '@epp/fixtures';
import { ProfileUsersScreen } from '@epp/screens/client';
import { clearAnnouncements } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  addUserButton,
  fullName,
  usersLoaded as loadedWith,
  USERS_CAPTION,
  userFormField,
  usersStates,
} from '../../support/company-users';
import { press, settled, shown } from '../../support/interaction';
import { withScreen } from '../../support/screen-frame';
import { loaded } from '../../support/tables';
import { text } from '../../support/text';

// Mari Tamm, client admin of Põhjala Joogitehas OÜ; its users: Mari, Jaan Kuusk, Liis Saar (unconfirmed), …
const scenario = scenarios.clientActiveContract;
const { jaan, liis } = heroPersons;

const meta = {
  title: 'Screens/Client/ProfileUsers',
  component: ProfileUsersScreen,
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
      <ProfileUsersScreen />
    </div>
  ),
} satisfies Meta<typeof ProfileUsersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const usersLoaded = () => loadedWith(jaan);
const addDialog = () => screen.findByRole('dialog', { name: text('screens.client.profileUsers.add.title') });

/** The new user of the add stories. */
const NEW_USER = {
  firstName: 'Anu',
  lastName: 'Mets',
  personalCode: '48807120011',
  phone: '+372 5555 1234',
  email: 'anu.mets@pohjalajook.ee',
  profession: 'Laojuht',
};

/** Opens "Lisa kasutaja" from the keyboard and types the new user into its fields; returns the dialog. */
async function openAndFill(): Promise<HTMLElement> {
  await usersLoaded();
  await press(addUserButton());
  const dialog = await addDialog();
  for (const [name, value] of Object.entries(NEW_USER)) {
    userFormField(dialog, name).focus();
    await userEvent.keyboard(value);
  }
  return dialog;
}

/** Tabs from the last field to "Lisa kasutaja" and presses Enter, as a keyboard user sends the form. */
async function submitByKeyboard(dialog: HTMLElement) {
  const submit = within(dialog).getByRole('button', { name: text('screens.client.profileUsers.add.submit') });
  userFormField(dialog, 'profession').focus();
  for (let step = 0; step < 5 && document.activeElement !== submit; step += 1) await userEvent.tab();
  await expect(submit).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

/** The admin's list: every user, the add button, each row opening the details. */
export const Users: Story = {
  play: async () => {
    const table = await usersLoaded();
    await expect(within(table).getByRole('cell', { name: fullName(liis) })).toBeVisible();
    await expect(within(table).getAllByText(text('screens.client.profileUsers.unverified')).length).toBeGreaterThan(0);
    await expect(addUserButton()).toBeVisible();
    await expect(screen.queryByText(text('screens.client.profileUsers.viewOnly'))).toBeNull();
    await expect(screen.getByRole('tab', { name: text('routes.users') })).toHaveAttribute('aria-selected', 'true');
  },
};

/**
 * The keyboard path: Enter on "Lisa kasutaja", the fields typed, Tab to the add button and Enter; the modal closes, focus is back on
 * the button, the success is said and the new user is a row of the list.
 */
export const AddUserSuccess: Story = {
  parameters: { msw: { handlers: handlersFor(scenario) } },
  play: async () => {
    const dialog = await openAndFill();
    await submitByKeyboard(dialog);
    await screen.findByText(text('screens.client.profileUsers.add.added', { name: 'Anu Mets' }));
    await loaded(USERS_CAPTION, 'Anu Mets');
    await waitFor(() => expect(addUserButton()).toHaveFocus());
    await settled();
  },
};

/** Every field is required and the personal code is digits only (spec §5): nothing is sent until they are. */
export const AddUserRequiredFields: Story = {
  play: async () => {
    await usersLoaded();
    await userEvent.click(addUserButton());
    const dialog = await addDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: text('screens.client.profileUsers.add.submit') }));
    await waitFor(() => expect(within(dialog).getAllByText(text('common.fieldRequired'))).toHaveLength(6));
    await waitFor(() => expect(userFormField(dialog, 'firstName')).toHaveFocus());
    await userEvent.type(userFormField(dialog, 'personalCode'), '4880712001A');
    await within(dialog).findByText(text('screens.client.profileUsers.form.personalCodeDigits'));
    await expect(
      within(dialog).getByRole('radiogroup', { name: text('screens.client.profileUsers.form.role') }),
    ).toBeVisible();
  },
};

/** 208: the person is already linked to the company — said as an info (spec §8), the modal closed. */
export const AddUserAlreadyLinked: Story = {
  parameters: { msw: { handlers: handlersFor(scenarios.addUserAlreadyLinked) } },
  play: async () => {
    await submitByKeyboard(await openAndFill());
    await screen.findByText(text('errors.addUser.alreadyConnected'));
    await settled();
  },
};

/** 226: the server returns a code and an e-mail, which the page shows (spec §8). */
export const AddUserCodeReturned: Story = {
  parameters: { msw: { handlers: handlersFor(scenarios.addUserCodeReturned) } },
  play: async () => {
    await submitByKeyboard(await openAndFill());
    await screen.findByText(
      text('screens.client.profileUsers.add.codeReturned', { code: 'KX7-42Q', email: 'uus.kasutaja@pohjalajook.ee' }),
    );
    await settled();
  },
};

/** The add fails: the reason in the modal, which stays open with everything typed, ready to send again. */
export const AddUserFailed: Story = {
  parameters: {
    msw: { handlers: handlersFor(scenario, { overrides: { addUser: serverError(500, 'server_error') } }) },
  },
  play: async () => {
    const dialog = await openAndFill();
    await userEvent.click(within(dialog).getByRole('button', { name: text('screens.client.profileUsers.add.submit') }));
    const reason = await within(dialog).findByText(
      text('screens.client.profileUsers.add.failed', { error: 'server_error' }),
    );
    // The kit's failed-confirm policy: said in the dialog, the focus on the reason, what was typed kept.
    await waitFor(() => expect(reason.closest('[data-dialog-failure]')).toHaveFocus());
    for (const [name, value] of Object.entries(NEW_USER)) await expect(userFormField(dialog, name)).toHaveValue(value);
    await settled();
  },
};

/** The admin opens a user's details: the fields, the role and the confirmation to change, and the remove button. */
export const UserDetails: Story = {
  play: async () => {
    const table = await usersLoaded();
    await userEvent.click(within(table).getByRole('cell', { name: fullName(liis) }));
    const dialog = await screen.findByRole('dialog', {
      name: text('screens.client.profileUsers.details.title', { name: fullName(liis) }),
    });
    await expect(userFormField(dialog, 'personalCode')).toHaveValue(liis.personal_code);
    await expect(
      within(dialog).getByRole('checkbox', { name: text('screens.client.profileUsers.form.isVerified') }),
    ).not.toBeChecked();
    await expect(
      within(dialog).getByRole('button', { name: text('screens.client.profileUsers.remove.open') }),
    ).toBeVisible();
  },
};

/** The admin confirms an unconfirmed user and makes them an admin; the list follows. */
export const ConfirmUser: Story = {
  parameters: { msw: { handlers: handlersFor(scenario) } },
  play: async () => {
    const table = await usersLoaded();
    await userEvent.click(within(table).getByRole('cell', { name: fullName(liis) }));
    const dialog = await screen.findByRole('dialog', {
      name: text('screens.client.profileUsers.details.title', { name: fullName(liis) }),
    });
    await expect(userFormField(dialog, 'email')).toHaveValue(liis.email);
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: text('screens.client.profileUsers.form.isVerified') }),
    );
    await userEvent.click(
      within(dialog).getByRole('radio', { name: text('screens.client.profileUsers.roles.CLIENT_ADMIN') }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: text('common.actions.save') }));
    await screen.findByText(text('screens.client.profileUsers.details.saved', { name: fullName(liis) }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = within(table)
      .getByRole('cell', { name: fullName(liis) })
      .closest('tr') as HTMLElement;
    await waitFor(() => expect(within(row).getByText(text('screens.client.profileUsers.verified'))).toBeVisible());
    await settled();
  },
};

/** The admin removes a user: asked once more in the dialog, then the row is gone and focus on "Lisa kasutaja". */
export const RemoveUser: Story = {
  parameters: { msw: { handlers: handlersFor(scenario) } },
  play: async () => {
    const table = await usersLoaded();
    await userEvent.click(within(table).getByRole('cell', { name: fullName(jaan) }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(
      within(dialog).getByRole('button', { name: text('screens.client.profileUsers.remove.open') }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: text('screens.client.profileUsers.remove.title') });
    await userEvent.click(
      within(confirm).getByRole('button', { name: text('screens.client.profileUsers.remove.confirm') }),
    );
    await screen.findByText(text('screens.client.profileUsers.remove.done', { name: fullName(jaan) }));
    await waitFor(() => expect(within(table).queryByRole('cell', { name: fullName(jaan) })).toBeNull());
    // The row the dialog came from is gone: focus is on "Lisa kasutaja".
    await waitFor(() => expect(addUserButton()).toHaveFocus());
    await settled();
  },
};

/** A plain client user (Jaan Kuusk) only looks: no add button, and a user's details are a read-only list. */
export const PlainUser: Story = {
  parameters: { msw: { handlers: handlersFor(scenarios.clientUser) } },
  play: async () => {
    const table = await usersLoaded();
    await screen.findByText(text('screens.client.profileUsers.viewOnly'));
    await expect(screen.queryByRole('button', { name: text('screens.client.profileUsers.add.open') })).toBeNull();
    await userEvent.click(within(table).getByRole('cell', { name: fullName(liis) }));
    const dialog = await shown(screen.findByRole('dialog'));
    await expect(within(dialog).getByText(liis.email)).toBeVisible();
    await expect(within(dialog).queryByRole('textbox')).toBeNull();
    await expect(
      within(dialog).queryByRole('button', { name: text('screens.client.profileUsers.remove.open') }),
    ).toBeNull();
  },
};

const states = usersStates(scenario);

/** The answer never comes: the table stays busy and says it is loading. */
export const Loading: Story = states.Loading;

/** No users (the server lists none): the empty text. */
export const Empty: Story = states.Empty;

/** The list fails: the reason in the table, and a retry. */
export const ServerError: Story = states.ServerError;
