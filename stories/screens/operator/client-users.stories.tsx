import { handlersFor, heroClients, heroPersons, scenarios } from '@epp/fixtures';
import { ClientUsersScreen } from '@epp/screens/operator';
import { clearAnnouncements } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withScreen } from '../../support/screen-frame';
import { operatorUsersStories } from './operator-users-story';

// Põhjala Joogitehas OÜ's users as the operator sees them on the client's page (Users tab): Mari Tamm (admin),
// Jaan Kuusk, Liis Saar (unconfirmed), Kristjan Kask.
const scenario = scenarios.operator;
const client = heroClients.pohjala.id;
const screenOf = { path: `/users/clients/${client}/users`, route: '/users/clients/:id/users' };

const meta = {
  title: 'Screens/Operator/ClientUsers',
  component: ClientUsersScreen,
  decorators: [withScreen],
  args: { id: client },
  beforeEach: () => clearAnnouncements(),
  parameters: { layout: 'fullscreen', screen: screenOf, msw: { handlers: handlersFor(scenario) } },
  // The modals cover the viewport: give the page the viewport's height so the snapshot shows all of them.
  render: (args) => (
    <div style={{ minHeight: '100vh' }}>
      <ClientUsersScreen {...args} />
    </div>
  ),
} satisfies Meta<typeof ClientUsersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = operatorUsersStories({
  scenario,
  caption: 'screens.operator.users.captions.operator-client',
  list: 'adminClientUsers',
  removePath: 'administrator/user/',
  subject: heroPersons.jaan,
  hasRole: true,
  base: { args: { id: client }, parameters: { screen: screenOf } },
});

/** The client's users with the spec's columns, a row menu each (edit, new password, remove), "Lisa kasutaja". */
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
