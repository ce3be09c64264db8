import { createHandlers, handlersFor, heroPersons, scenarios, storeFor } from '@epp/fixtures';
import { PartnerProfileScreen } from '@epp/screens/partner';
import { clearAnnouncements } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { requestCounter } from '../../support/requests';
import { withScreen } from '../../support/screen-frame';
import { screenStateStories } from '../../support/screen-states';
import { text } from '../../support/text';

// Piret Lepp, a laboratory assistant of Eesti Pakendilabor OÜ (a partner user, verified).
const scenario = scenarios.partner;
const { piret } = heroPersons;

const meta = {
  title: 'Screens/Partner/Profile',
  component: PartnerProfileScreen,
  decorators: [withScreen],
  beforeEach: () => clearAnnouncements(),
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/profile' },
    msw: { handlers: handlersFor(scenario) },
  },
} satisfies Meta<typeof PartnerProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The edit view at its own address (the portal serves /profile/edit with the same screen). */
const editView = {
  args: { mode: 'edit' },
  parameters: { screen: { path: '/profile/edit' } },
} satisfies Story;

const personalSection = () => screen.findByRole('region', { name: text('screens.profile.personal.title') });
const field = (key: Parameters<typeof text>[0]) => screen.findByRole('textbox', { name: new RegExp(`^${text(key)}`) });
const PHONE = 'screens.profile.personal.fields.phone';

/** The role's tag: its text inside the description of "Roll", no control. */
async function expectRoleTag(section: HTMLElement) {
  const tag = await within(section).findByText(text('screens.client.profileUsers.roles.PARTNER'));
  await expect(tag.closest('dd')?.previousElementSibling).toHaveTextContent(
    text('screens.profile.personal.fields.role'),
  );
  await expect(tag).toHaveAttribute('title', text('screens.profile.personal.roleFixed'));
  await expect(
    within(section).queryByRole('button', { name: text('screens.client.profileUsers.roles.PARTNER') }),
  ).toBeNull();
}

/** The read view: Piret's personal data with her role as a disabled tag; the profile tabs are profile and users. */
export const RoleAsDisabledTag: Story = {
  play: async () => {
    const personal = await personalSection();
    await within(personal).findByText(piret.phone);
    await within(personal).findByText(piret.personal_code);
    await expectRoleTag(personal);
    await expect(screen.queryAllByRole('textbox')).toEqual([]);
    const tabs = screen.getByRole('tablist', { name: text('screens.profile.tabsLabel') });
    await expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([text('routes.profile'), text('routes.users')]);
    await expect(screen.getByRole('link', { name: text('screens.profile.view.edit') })).toHaveAttribute(
      'href',
      '/profile/edit',
    );
  },
};

/** How many times the company data were asked for: counted in front of the fixture handlers. */
const companyReads = requestCounter('get', 'profile/business-data/');

/**
 * No VAT number, IBAN or address, in either view (operator spec §6: hidden from partners): no such field or
 * fact, no company card, and the company data are never asked for.
 */
export const NoVatOrIbanFields: Story = {
  ...editView,
  parameters: { ...editView.parameters, msw: { handlers: [companyReads.handler, ...handlersFor(scenario)] } },
  play: async () => {
    companyReads.reset();
    await field(PHONE);
    for (const key of ['kmkr', 'iban', 'full_address'] as const) {
      const label = text(`screens.profile.company.fields.${key}`);
      await expect(screen.queryByRole('textbox', { name: new RegExp(`^${label}`) })).toBeNull();
      await expect(screen.queryByText(label)).toBeNull();
    }
    await expect(screen.queryByRole('region', { name: text('screens.profile.company.title') })).toBeNull();
    await expect(companyReads.count()).toBe(0);
  },
};

const editStore = storeFor(scenario);

/**
 * The edit view saves as the client's does: the phone changed and left with Tab is saved on blur (the demo store
 * has it), said in the live region; the role stays a tag, not a field.
 */
export const Edit: Story = {
  ...editView,
  parameters: { ...editView.parameters, msw: { handlers: createHandlers(editStore) } },
  play: async () => {
    const phone = await field(PHONE);
    await expect(phone).toHaveValue(piret.phone);
    await userEvent.clear(phone);
    await userEvent.type(phone, '+3725550011');
    await userEvent.tab();
    await waitFor(() =>
      expect(editStore.db.persons.find((person) => person.id === piret.id)?.phone).toBe('+3725550011'),
    );
    await expect(phone).toHaveValue('+3725550011');
    await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
    await screen.findByText(text('screens.profile.save.saved', { field: text(PHONE) }));
    await expectRoleTag(await personalSection());
    await expect(screen.getByRole('link', { name: text('screens.profile.edit.back') })).toHaveAttribute(
      'href',
      '/profile',
    );
  },
};

const PROFILE_READS = ['personalProfile'] as const;

const states = screenStateStories({
  scenario,
  endpoints: PROFILE_READS,
  loading: async () => {
    const personal = await personalSection();
    // a never-answered read cannot end the loading state: no wait beyond finding it
    const busy = await within(personal).findByRole('group', { name: text('ui.skeleton.loading') });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
  },
  error: { texts: 'screens.profile.personal.loadError' },
});

/** The personal data never come: the card stays busy and says it is loading. */
export const Loading: Story = states.Loading;

/** The personal data fail: the card says why, with a retry. */
export const ServerError: Story = states.ServerError;
