import type { Scenario } from '@epp/fixtures';
import { screen, within } from 'storybook/test';
import { screenStateStories } from './screen-states';
import { loaded } from './tables';
import { text } from './text';

// The company users panel both roles show (client profile users, partner users): its table and controls by the
// names a user hears.

export const USERS_CAPTION = 'screens.client.profileUsers.caption';

type Person = { first_name: string; last_name: string };

export const fullName = (person: Person) => `${person.first_name} ${person.last_name}`;

/** The users table once it lists the person. */
export const usersLoaded = (person: Person) => loaded(USERS_CAPTION, fullName(person));

export const addUserButton = () => screen.getByRole('button', { name: text('screens.client.profileUsers.add.open') });

/** A text field of the add/details form by its form key (`firstName`, `email`, …). */
export const userFormField = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('textbox', {
    name: new RegExp(`^${text(`screens.client.profileUsers.form.${name}` as never)}`),
  });

/** Loading, Empty and ServerError of the users panel, in either role's world. */
export const usersStates = (scenario: Scenario) =>
  screenStateStories({
    scenario,
    endpoints: 'users',
    loading: USERS_CAPTION,
    empty: { answer: [], text: 'screens.client.profileUsers.empty' },
    error: { texts: 'screens.client.profileUsers.loadError' },
  });
