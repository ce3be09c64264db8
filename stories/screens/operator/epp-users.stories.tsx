import { handlersFor, heroPersons, scenarios } from '@epp/fixtures';
import { EppUsersScreen } from '@epp/screens/operator';
import { clearAnnouncements } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withScreen } from '../../support/screen-frame';
import { operatorUsersStories } from './operator-users-story';

// The operator's own users: Andres Mägi (the signed-in operator, whom nobody removes) and Kristjan Kask.
const scenario = scenarios.operator;

const meta = {
  title: 'Screens/Operator/EppUsers',
  component: EppUsersScreen,
  decorators: [withScreen],
  beforeEach: () => clearAnnouncements(),
  parameters: { layout: 'fullscreen', screen: { path: '/users/epp' }, msw: { handlers: handlersFor(scenario) } },
  // The modals cover the viewport: give the page the viewport's height so the snapshot shows all of them.
  render: () => (
    <div style={{ minHeight: '100vh' }}>
      <EppUsersScreen />
    </div>
  ),
} satisfies Meta<typeof EppUsersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = operatorUsersStories({
  scenario,
  caption: 'screens.operator.users.captions.operator-epp',
  list: 'adminUsers',
  removePath: 'administrator/epp/',
  subject: heroPersons.kristjan,
  hasRole: false,
});

/** The operator's users with the spec's columns, a row menu each (edit, new password, remove), "Lisa kasutaja". */
export const Users: Story = stories.Users;

/** An invalid personal code refused with its text (letters, then no Estonian code), then a valid one added. */
export const AddUser: Story = stories.AddUser;

/** The server refuses the e-mail: said on the e-mail field, which gets the focus. */
export const ServerFieldErrors: Story = stories.ServerFieldErrors;

/** "Muuda andmeid": the position changed and saved; the row follows. */
export const Edit: Story = stories.Edit;

/** "Saada uus parool": the reset link sent, said. */
export const SendNewPassword: Story = stories.SendNewPassword;

/** "Eemalda kasutaja": confirmed (Cancel focused), sent once, the row gone. */
export const Remove: Story = stories.Remove;

/** No users: 'Ei leitud kasutajaid.' */
export const Empty: Story = stories.Empty;

/** The answer never comes: the table says it is loading. */
export const Loading: Story = stories.Loading;

/** The list fails: the reason, and a retry. */
export const ServerError: Story = stories.ServerError;
