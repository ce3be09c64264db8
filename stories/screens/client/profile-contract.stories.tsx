import { handlersFor, scenarios } from '@epp/fixtures';
import { ProfileContractScreen } from '@epp/screens/client';
import { clearAnnouncements } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { press } from '../../support/interaction';
import { withScreen } from '../../support/screen-frame';
import { screenStateStories } from '../../support/screen-states';
import { loaded } from '../../support/tables';
import { text } from '../../support/text';

const meta = {
  title: 'Screens/Client/ProfileContract',
  component: ProfileContractScreen,
  tags: ['autodocs'],
  decorators: [withScreen],
  beforeEach: () => clearAnnouncements(),
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/profile/contract' },
    msw: { handlers: handlersFor(scenarios.clientActiveContract) },
  },
  // The signing modal covers the viewport: give the page the viewport's height so the snapshot shows all of it.
  render: (args) => (
    <div style={{ minHeight: '100vh' }}>
      <ProfileContractScreen {...args} />
    </div>
  ),
} satisfies Meta<typeof ProfileContractScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const CAPTION = 'screens.profile.contracts.caption';
const signButton = () => screen.queryByRole('button', { name: text('screens.profile.contracts.sign') });

/**
 * Põhjala Joogitehas OÜ: the valid contract and the one it replaced, newest first; each number links to its
 * signed file, the statuses are badges, a date not reached yet is a dash. No signing: the contract is valid.
 */
export const ContractsList: Story = {
  play: async () => {
    const table = await loaded(CAPTION, /EPP-2019-0142/);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      expect.stringContaining('EPP-2019-0142'),
      expect.stringContaining('EPP-2017-0033'),
    ]);
    await expect(within(table).getByRole('link', { name: /EPP-2019-0142/ })).toHaveAttribute(
      'href',
      expect.stringContaining('EPP-2019-0142.asice'),
    );
    await expect(within(rows[0] as HTMLElement).getByText(text('status.contract.SIGNED'))).toBeVisible();
    await expect(within(rows[0] as HTMLElement).getByText('18.03.2019')).toBeVisible();
    await expect(within(rows[1] as HTMLElement).getByText(text('status.contract.INVALID'))).toBeVisible();
    await expect(signButton()).toBeNull();
  },
};

/** Metsa Mahlad OÜ has no contract: "none found", and the way to conclude one. */
export const NoneFound: Story = {
  parameters: { msw: { handlers: handlersFor(scenarios.clientNoContract) } },
  play: async () => {
    await screen.findByText(text('screens.profile.contracts.empty'));
    await waitFor(() => expect(signButton()).toBeVisible());
  },
};

/**
 * Läänemere Vesi OÜ's contract has ended: "Sõlmi leping" (pressed with the keyboard) opens the signing modal
 * with the profiles filled in, as on the dashboard.
 */
export const SigningModalOpen: Story = {
  parameters: { msw: { handlers: handlersFor(scenarios.clientEndedContractWithDebt) } },
  play: async () => {
    await loaded(CAPTION, /EPP-2020-0311/);
    const button = await waitFor(() => {
      const found = signButton();
      if (!found) throw new Error('no sign button yet');
      return found;
    });
    await press(button);
    // The dialog says it is loading its data first, then opens with the form filled in.
    const firstName = await screen.findByRole('textbox', {
      name: new RegExp(`^${text('widgets.signingModal.fields.firstName')}`),
    });
    const dialog = firstName.closest('[role="dialog"]') as HTMLElement;
    await expect(within(dialog).getByRole('button', { name: text('widgets.signingModal.sign') })).toBeEnabled();
  },
};

const states = screenStateStories({
  scenario: scenarios.clientActiveContract,
  endpoints: 'contracts',
  loading: CAPTION,
  error: { texts: 'screens.profile.contracts.loadError' },
});

/** The contracts never come: the table stays busy and says it is loading. */
export const Loading: Story = states.Loading;

/** The contracts fail: the reason in the table, and a retry. */
export const ServerError: Story = states.ServerError;
