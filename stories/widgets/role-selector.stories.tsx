import type { CurrentUser } from '@epp/api';
import {
  answer,
  clientsBeyond,
  handlersFor,
  heroClients,
  never,
  scenarios,
  serverError,
  sessionUser,
  storeFor,
} from '@epp/fixtures';
import {
  ApiRoleSelector,
  activeProfileOf,
  profilesOf,
  type RoleProfile,
  RoleSelector,
} from '@epp/widgets/role-selector';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ApiProviders } from '../support/api-providers';
import { shown } from '../support/interaction';
import { text } from '../support/text';

// ---- Data: the current user of a scenario, as GET rest-auth/user/ answers it ----------------------------

/** Kristjan Kask: operator, a partner and two clients; the active (and first) profile is Põhjala Joogitehas OÜ. */
const kristjan = sessionUser(storeFor(scenarios.multiProfile).db);
/** Jaan Kuusk: one client profile, Põhjala Joogitehas OÜ. */
const jaan = sessionUser(storeFor(scenarios.clientUser).db);
/** Kristjan's profiles and 24 more clients of the fixture world: the list scrolls after 400 px. */
const manyProfiles: RoleProfile[] = [
  ...profilesOf(kristjan),
  ...clientsBeyond(storeFor(scenarios.multiProfile).db, kristjan)
    .slice(0, 24)
    .map((client): RoleProfile => ({ kind: 'client', id: client.id, name: client.name })),
];
const partnerOf = (user: CurrentUser) => profilesOf(user).find((profile) => profile.kind === 'partner');

// ---- Helpers --------------------------------------------------------------------------------------------

/** The header's right edge: the menu opens down and to the left, inside the snapshot. */
function HeaderCorner({ children, height = 480 }: { children: ReactNode; height?: number }) {
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start', width: 520, height }}>
      {children}
    </div>
  );
}

const trigger = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: new RegExp(text('widgets.roleSelector.current')) });
/** The open menu (named by its trigger). */
const menu = () => shown(screen.findByRole('menu'));

/**
 * As a keyboard user switches: Enter on the trigger (once the current user has loaded), the arrows down to the
 * profile, Enter. The focus comes back to the trigger with its ring, and no pointer rests on anything.
 */
async function chooseByKeyboard(canvasElement: HTMLElement, name: string) {
  const button = await within(canvasElement).findByRole('button', {
    name: new RegExp(text('widgets.roleSelector.current')),
  });
  button.focus();
  await userEvent.keyboard('{Enter}');
  const item = within(await menu()).getByRole('menuitemradio', { name });
  await waitFor(() => expect(document.activeElement?.getAttribute('role')).toMatch(/^menuitem/));
  for (let step = 0; step < 20 && document.activeElement !== item; step++) await userEvent.keyboard('{ArrowDown}');
  await expect(item).toHaveFocus();
  await userEvent.keyboard('{Enter}');
}

// ---- Stories --------------------------------------------------------------------------------------------

const meta = {
  title: 'Widgets/RoleSelector',
  component: RoleSelector,
  args: {
    profiles: profilesOf(kristjan),
    active: activeProfileOf(kristjan),
    onSelect: fn(),
    onCreateClient: fn(),
  },
  render: (args) => (
    <HeaderCorner>
      <RoleSelector {...args} />
    </HeaderCorner>
  ),
} satisfies Meta<typeof RoleSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Jaan Kuusk has one profile and no "create new client" here: his company's name, not a control. */
export const OneProfile: Story = {
  args: { profiles: profilesOf(jaan), active: activeProfileOf(jaan) },
  render: ({ onCreateClient: _withoutCreate, ...args }) => (
    <HeaderCorner height={60}>
      <RoleSelector {...args} />
    </HeaderCorner>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText(heroClients.pohjala.name)).toBeVisible();
    await expect(canvas.getByText(text('widgets.roleSelector.kind.client'))).toBeVisible();
  },
};

/**
 * Kristjan Kask's four profiles. Keyboard: Tab to the trigger, ArrowDown opens on the first profile, ArrowDown
 * to the partner, Enter chooses it; opened again, Escape closes and focus is back on the trigger.
 */
export const ManyProfiles: Story = {
  play: async ({ args, canvasElement }) => {
    const button = trigger(canvasElement);
    await expect(button).toHaveTextContent(heroClients.pohjala.name);
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const list = await menu();
    await waitFor(() => expect(within(list).getAllByRole('menuitemradio')[0]).toHaveFocus());
    await expect(within(list).getByRole('menuitemradio', { name: heroClients.pohjala.name })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSelect).toHaveBeenCalledWith(partnerOf(kristjan)));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await menu();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** Open: grouped as operator, partners and clients, the active one checked, "create new client" last. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const list = await menu();
    const groups = within(list).getAllByRole('group');
    await expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual([
      text('widgets.roleSelector.operatorSection'),
      text('widgets.roleSelector.partnersSection'),
      text('widgets.roleSelector.clientsSection'),
      text('widgets.roleSelector.createClient'),
    ]);
    await expect(
      within(list).getByRole('menuitemradio', { name: text('widgets.roleSelector.operatorProfile') }),
    ).toBeVisible();
  },
};

/** Twenty-eight profiles: the list stops at 400 px and scrolls. */
export const LongListScrolls: Story = {
  args: { profiles: manyProfiles, defaultOpen: true },
  play: async () => {
    const list = await menu();
    await expect(list.getBoundingClientRect().height).toBeLessThanOrEqual(400);
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
  },
};

/**
 * "Create new client" calls onCreateClient. From the keyboard (a click leaves the pointer's hover state on the
 * trigger to timing): ArrowDown opens the menu, End goes to the last item, Enter chooses it; focus is back on the
 * trigger.
 */
export const CreateNewClient: Story = {
  play: async ({ args, canvasElement }) => {
    const button = trigger(canvasElement);
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    const list = await menu();
    await userEvent.keyboard('{End}');
    await waitFor(() =>
      expect(within(list).getByRole('menuitem', { name: text('widgets.roleSelector.createClient') })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onCreateClient).toHaveBeenCalledOnce());
    await expect(args.onSelect).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** While a new client is being created (active client 0) the trigger says "Uus klient". */
export const CreatingNewClient: Story = {
  args: { active: 'new-client' },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveTextContent(text('widgets.roleSelector.newClient'));
  },
};

/** In the operator profile. */
export const OperatorActive: Story = {
  args: { active: { kind: 'operator', id: 0, name: '' } },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveTextContent(text('widgets.roleSelector.operatorProfile'));
  },
};

/**
 * While a switch is saved the trigger is pending: it shows a spinner, keeps the focus (a disabled one would drop
 * it to the page) and a press opens nothing.
 */
export const Switching: Story = {
  args: { isPending: true },
  play: async ({ canvasElement }) => {
    const button = trigger(canvasElement);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(within(button).getByRole('progressbar', { name: text('ui.button.pending') })).toBeVisible();
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveFocus();
    await expect(screen.queryByRole('menu')).toBeNull();
  },
};

// ---- Wired to @epp/api ----------------------------------------------------------------------------------

const wired = (onSwitched?: (to: RoleProfile | 'new-client') => unknown) => (
  <ApiProviders>
    <HeaderCorner>
      <ApiRoleSelector onSwitched={onSwitched} />
    </HeaderCorner>
  </ApiProviders>
);

/** Kristjan Kask through useCurrentUser (MSW): choosing the partner saves it and the trigger follows. */
export const WiredToApi: Story = {
  parameters: { msw: { handlers: handlersFor(scenarios.multiProfile) } },
  args: { onSelect: fn() },
  render: (args) => wired(args.onSelect),
  play: async ({ args, canvasElement }) => {
    const partner = partnerOf(kristjan);
    await chooseByKeyboard(canvasElement, partner?.name ?? '');
    await waitFor(() => expect(args.onSelect).toHaveBeenCalledWith(partner));
    await waitFor(() => expect(trigger(canvasElement)).toHaveTextContent(partner?.name ?? ''));
    await expect(trigger(canvasElement)).toHaveTextContent(text('widgets.roleSelector.kind.partner'));
    // The menu gives the focus back to the trigger, which keeps it while the switch is saved and after.
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger(canvasElement)).not.toHaveAttribute('data-pending'));
    await expect(trigger(canvasElement)).toHaveFocus();
  },
};

/** The current user is still loading. */
export const WiredLoading: Story = {
  parameters: { msw: { handlers: handlersFor(scenarios.multiProfile, { overrides: { currentUser: never() } }) } },
  render: () => wired(),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: text('widgets.roleSelector.loading') }),
    ).toBeVisible();
  },
};

/** The current user could not be loaded. */
export const WiredLoadError: Story = {
  parameters: {
    msw: { handlers: handlersFor(scenarios.multiProfile, { overrides: { currentUser: serverError(500) } }) },
  },
  render: () => wired(),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      text('widgets.roleSelector.loadError'),
    );
  },
};

/** The server refuses the switch: the selector says so and stays on the active profile. */
export const WiredSwitchFails: Story = {
  parameters: {
    msw: {
      handlers: handlersFor(scenarios.multiProfile, {
        overrides: { setActivePartner: answer(403, { detail: 'Teil puudub ligipääs sellele partnerile.' }) },
      }),
    },
  },
  render: () => wired(),
  play: async ({ canvasElement }) => {
    await chooseByKeyboard(canvasElement, partnerOf(kristjan)?.name ?? '');
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(
      text('widgets.roleSelector.switchError', { error: 'Teil puudub ligipääs sellele partnerile.' }),
    );
    await expect(trigger(canvasElement)).toHaveTextContent(heroClients.pohjala.name);
    // The trigger was pending while the switch was tried, not disabled: the focus came back to it and stays.
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger(canvasElement)).not.toHaveAttribute('data-pending'));
    await expect(trigger(canvasElement)).toHaveFocus();
  },
};
