import { handlersFor, heroPersons } from '@epp/fixtures';
import { OperatorProfileScreen } from '@epp/screens/operator';
import { clearAnnouncements } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { withScreen } from '../../support/screen-frame';
import { screenStateStories } from '../../support/screen-states';
import { text } from '../../support/text';
import { settingsScenario as scenario } from './settings-story';

// Andres Mägi, the scheme operator's staff member (EPP), signed in: his own profile.
const { andres } = heroPersons;

const meta = {
  title: 'Screens/Operator/Profile',
  component: OperatorProfileScreen,
  decorators: [withScreen],
  beforeEach: () => clearAnnouncements(),
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/epp-profile' },
    msw: { handlers: handlersFor(scenario) },
  },
} satisfies Meta<typeof OperatorProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const personalSection = () => screen.findByRole('region', { name: text('screens.profile.personal.title') });

/**
 * His personal data read-only: name, the personal code of his login, e-mail, phone; no company card, no field
 * to edit and no edit link (the operator's profile has no edit address).
 */
export const PersonalData: Story = {
  play: async () => {
    const personal = await personalSection();
    await within(personal).findByText(andres.email);
    await within(personal).findByText(andres.personal_code);
    await expect(within(personal).getByText(andres.first_name)).toBeVisible();
    await expect(within(personal).getByText(andres.phone)).toBeVisible();
    await expect(screen.queryAllByRole('textbox')).toEqual([]);
    await expect(screen.queryByRole('region', { name: text('screens.profile.company.title') })).toBeNull();
    await expect(screen.queryByRole('link', { name: text('screens.profile.view.edit') })).toBeNull();
  },
};

const states = screenStateStories({
  scenario,
  endpoints: 'personalProfile',
  loading: async () => {
    const personal = await personalSection();
    // a never-answered read cannot end the loading state: no wait beyond finding it
    const busy = await within(personal).findByRole('group', { name: text('ui.skeleton.loading') });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
  },
  error: { texts: 'screens.profile.personal.loadError' },
});

/** His data never come: the card stays busy and says it is loading. */
export const Loading: Story = states.Loading;

/** His data fail: the card says why, with a retry. */
export const ServerError: Story = states.ServerError;
