// The stories of the operator's three user tables (Screens/Operator/ClientUsers, Partners, EppUsers), one way:
// the list with its row menus, "Lisa kasutaja" (an invalid personal code refused, then a valid one added), the
// server's refusal on its field, edit, a new password sent, removal confirmed (Cancel focused, sent once), and
// the Loading / Empty / ServerError states. Each table differs only in its world, its call and its people.
import type { EndpointName } from '@epp/api/endpoints';
import { answer, handlersFor, type Scenario } from '@epp/fixtures';
import type { TranslationKey } from '@epp/i18n';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { addUserButton, userFormField } from '../../support/company-users';
import { press, settled, shown } from '../../support/interaction';
import { screenStateStories } from '../../support/screen-states';
import { loaded } from '../../support/tables';
import { text } from '../../support/text';

const U = 'screens.client.profileUsers';
const O = 'screens.operator.users';

type Person = { first_name: string; last_name: string };
const nameOf = (person: Person) => `${person.first_name} ${person.last_name}`;

export interface OperatorUsersStoryOptions {
  scenario: Scenario;
  /** The table's caption key. */
  caption: TranslationKey;
  /** The list's read (for the states). */
  list: EndpointName;
  /** The removal's path, e.g. `administrator/user/` (the request is counted: it goes once). */
  removePath: string;
  /** Someone listed, whom the stories edit, send a password and remove. */
  subject: Person;
  /** Whether the add form offers the role (a client's users only). */
  hasRole: boolean;
  /** The story's `args` and `screen` address. */
  base?: { args?: Record<string, unknown>; parameters?: Record<string, unknown> };
}

/** The user the add stories and the resilience pass type in: a valid Estonian personal code, phone and e-mail. */
export const NEW_USER = {
  firstName: 'Anu',
  lastName: 'Mets',
  personalCode: '48807120011',
  phone: '+372 5555 1234',
  email: 'anu.mets@example.ee',
  profession: 'Laojuht',
};

const menuOf = (person: Person) =>
  screen.getByRole('button', { name: text(`${O}.menuLabel`, { name: nameOf(person) }) });

/** Opens a person's row menu from the keyboard and chooses `action`. */
async function choose(person: Person, action: 'edit' | 'send-password' | 'remove') {
  await press(menuOf(person));
  const menu = await shown(screen.findByRole('menu'));
  await userEvent.click(within(menu).getByRole('menuitem', { name: text(`${O}.actions.${action}`) }));
}

/** Puts `value` into a field of the form as a paste (one input event: the add stories fill six fields twice). */
async function put(dialog: HTMLElement, name: string, value: string) {
  const field = userFormField(dialog, name);
  await userEvent.clear(field);
  await userEvent.paste(value);
}

/** Fills the add form with the new user (the personal code as given). */
async function fill(dialog: HTMLElement, personalCode: string) {
  for (const [name, value] of Object.entries({ ...NEW_USER, personalCode })) await put(dialog, name, value);
}

const submitButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: text(`${U}.add.submit`) });

export function operatorUsersStories(options: OperatorUsersStoryOptions) {
  const { scenario, caption, subject, base = {} } = options;
  const fresh = (handlers = handlersFor(scenario)) => ({ ...base.parameters, msw: { handlers } });
  const listed = () => loaded(caption, nameOf(subject));
  const addDialog = () => screen.findByRole('dialog', { name: text(`${U}.add.title`) });
  const removals = { count: 0 };
  const countRemovals = http.delete(`*/${options.removePath}*`, () => {
    removals.count += 1;
  });
  const states = screenStateStories({
    scenario,
    base,
    endpoints: options.list,
    loading: caption,
    empty: { answer: [], text: `${U}.empty` },
    error: { texts: `${U}.loadError` },
  });

  return {
    /** The spec's columns (verified as "Kinnitatud" / "Kinnitamata"), a menu on each row, "Lisa kasutaja". */
    Users: {
      ...base,
      play: async () => {
        const table = await listed();
        await expect(within(table).getAllByText(text(`${U}.verified`)).length).toBeGreaterThan(0);
        await expect(addUserButton()).toBeVisible();
        const trigger = menuOf(subject);
        await press(trigger);
        const menu = await shown(screen.findByRole('menu'));
        await expect(
          within(menu)
            .getAllByRole('menuitem')
            .map((item) => item.textContent),
        ).toEqual([text(`${O}.actions.edit`), text(`${O}.actions.send-password`), text(`${O}.actions.remove`)]);
        await userEvent.keyboard('{Escape}');
        await waitFor(() => expect(trigger).toHaveFocus());
      },
    },
    /**
     * "Lisa kasutaja": letters in the personal code, then a code that is no Estonian personal code, are refused
     * on the field and nothing is sent; a valid one adds the user, who is then a row.
     */
    AddUser: {
      ...base,
      parameters: fresh(),
      play: async () => {
        await listed();
        await press(addUserButton());
        const dialog = await addDialog();
        await expect(within(dialog).queryByRole('radiogroup') !== null).toBe(options.hasRole);
        await fill(dialog, '4880712001A');
        await userEvent.click(submitButton(dialog));
        await within(dialog).findByText(text(`${U}.form.personalCodeDigits`));
        await put(dialog, 'personalCode', '48807120012');
        await within(dialog).findByText(text(`${U}.form.personalCodeInvalid`));
        await userEvent.click(submitButton(dialog));
        await waitFor(() => expect(userFormField(dialog, 'personalCode')).toHaveFocus());
        await put(dialog, 'personalCode', NEW_USER.personalCode);
        await userEvent.click(submitButton(dialog));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        await screen.findByText(text(`${U}.add.added`, { name: 'Anu Mets' }));
        await loaded(caption, 'Anu Mets');
        await settled();
      },
    },
    /** The server refuses a field: its words on that field, which gets the focus; the modal keeps what was typed. */
    ServerFieldErrors: {
      ...base,
      parameters: fresh(
        handlersFor(scenario, {
          overrides: { adminAddUser: answer(400, { email: ['See e-posti aadress on juba kasutusel.'] }) },
        }),
      ),
      play: async () => {
        await listed();
        await press(addUserButton());
        const dialog = await addDialog();
        await fill(dialog, NEW_USER.personalCode);
        await userEvent.click(submitButton(dialog));
        await within(dialog).findByText('See e-posti aadress on juba kasutusel.');
        await waitFor(() => expect(userFormField(dialog, 'email')).toHaveFocus());
        await expect(userFormField(dialog, 'email')).toHaveAttribute('aria-invalid', 'true');
        await expect(userFormField(dialog, 'firstName')).toHaveValue(NEW_USER.firstName);
        await settled();
      },
    },
    /** "Muuda andmeid": the user's fields in a form; a saved change is said and shows in the row. */
    Edit: {
      ...base,
      parameters: fresh(),
      play: async () => {
        const table = await listed();
        await choose(subject, 'edit');
        const dialog = await screen.findByRole('dialog', {
          name: text(`${U}.details.title`, { name: nameOf(subject) }),
        });
        await put(dialog, 'profession', 'Kvaliteedijuht');
        await userEvent.click(within(dialog).getByRole('button', { name: text('common.actions.save') }));
        await screen.findByText(text(`${U}.details.saved`, { name: nameOf(subject) }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        await waitFor(() => expect(within(table).getByText('Kvaliteedijuht')).toBeVisible());
        await waitFor(() => expect(menuOf(subject)).toHaveFocus());
        await settled();
      },
    },
    /** "Saada uus parool": sent at once, the spec's success said. */
    SendNewPassword: {
      ...base,
      parameters: fresh(),
      play: async () => {
        await listed();
        await choose(subject, 'send-password');
        await screen.findByText(text(`${O}.passwordSent`));
        await settled();
      },
    },
    /**
     * "Eemalda kasutaja" asks first, Cancel focused (a hasty Enter removes nobody); confirmed twice in a row, the
     * removal goes once, 'Kasutaja eemaldatud.' is said and the row is gone.
     */
    Remove: {
      ...base,
      parameters: fresh([countRemovals, ...handlersFor(scenario)]),
      play: async () => {
        removals.count = 0;
        const table = await listed();
        await choose(subject, 'remove');
        const confirm = await screen.findByRole('alertdialog', { name: text(`${U}.remove.title`) });
        await within(confirm).findByText(text(`${O}.removeQuestion`, { name: nameOf(subject) }));
        await waitFor(() =>
          expect(within(confirm).getByRole('button', { name: text('ui.confirmDialog.cancel') })).toHaveFocus(),
        );
        const remove = within(confirm).getByRole('button', { name: text(`${U}.remove.confirm`) });
        await userEvent.dblClick(remove);
        await screen.findByText(text('screens.partner.partnerUsers.removed'));
        await waitFor(() => expect(within(table).queryByText(nameOf(subject))).toBeNull());
        await expect(removals.count).toBe(1);
        await settled();
      },
    },
    ...states,
  };
}
