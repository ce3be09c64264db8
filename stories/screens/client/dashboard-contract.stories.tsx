import { OPERATOR_LINKS } from '@epp/core';
import { handlersFor, never, scenarios, serverError } from '@epp/fixtures';
import { DashboardContractScreen } from '@epp/screens/client';
import { clearAnnouncements } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { press } from '../../support/interaction';
import { withScreen } from '../../support/screen-frame';
import { text } from '../../support/text';

const meta = {
  title: 'Screens/Client/DashboardContract',
  component: DashboardContractScreen,
  tags: ['autodocs'],
  decorators: [withScreen],
  beforeEach: () => clearAnnouncements(),
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/dashboard/contract' },
    msw: { handlers: handlersFor(scenarios.clientNoContract) },
  },
  // The modal covers the viewport: give the page the viewport's height so the snapshot shows all of it. The
  // screen takes no props: the portal gives none (the login facts come from the session).
  render: () => (
    <div style={{ minHeight: '100vh' }}>
      <DashboardContractScreen />
    </div>
  ),
} satisfies Meta<typeof DashboardContractScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.getByRole('dialog');

/** The form has loaded the profiles. */
async function formReady() {
  await screen.findByRole('textbox', { name: new RegExp(`^${text('widgets.signingModal.fields.firstName')}`) });
}

const methodRadio = (key: 'mobileId' | 'smartId' | 'idCard') =>
  within(dialog()).getByRole('radio', { name: new RegExp(text(`widgets.signingModal.methods.${key}`)) });

/** The links beside the terms checkbox: the operator's contract and terms (the footer's terms too). */
async function termsLinksShown() {
  // the names end in "(opens in a new tab)"
  const link = (key: 'contractLink' | 'termsLink') =>
    within(dialog()).getByRole('link', { name: new RegExp(`^${text(`widgets.signingModal.${key}`)}`) });
  await expect(link('contractLink')).toHaveAttribute('href', OPERATOR_LINKS.contract);
  await expect(link('termsLink')).toHaveAttribute('href', OPERATOR_LINKS.terms);
}

/**
 * Metsa Mahlad OÜ has no contract: the signing modal opens with the profiles filled in and links the
 * operator's contract and terms. Nobody logged in by Mobile-ID here: Mobile-ID is not offered.
 */
export const Signing: Story = {
  play: async () => {
    await formReady();
    await expect(within(dialog()).getByRole('button', { name: text('widgets.signingModal.sign') })).toBeEnabled();
    await termsLinksShown();
    await expect(methodRadio('mobileId')).toBeDisabled();
  },
};

/**
 * Toomas logged in by Mobile-ID (the session says so, as the login recorded it) and has a phone and no
 * certificate: Mobile-ID signing is offered (spec §5).
 */
export const MobileIdLogin: Story = {
  parameters: {
    screen: { path: '/dashboard/contract', login: { loginMethod: 'mobile_id', cert: null } },
  },
  play: async () => {
    await formReady();
    await expect(methodRadio('mobileId')).toBeEnabled();
    await expect(methodRadio('smartId')).toBeEnabled();
    await termsLinksShown();
  },
};

/** Logged in by ID-card: the session keeps the card's certificate, so Mobile-ID is not offered. */
export const IdCardLogin: Story = {
  parameters: {
    screen: { path: '/dashboard/contract', login: { loginMethod: 'id_card', cert: 'c0ffee' } },
  },
  play: async () => {
    await formReady();
    await expect(methodRadio('mobileId')).toBeDisabled();
    await expect(methodRadio('idCard')).toBeEnabled();
  },
};

/**
 * The contract exists already: create-contract answers 208 and the user goes to the dashboard (which then
 * says so, see CONTRACT_EXISTS_STATE).
 */
export const AlreadyExists: Story = {
  parameters: { msw: { handlers: handlersFor(scenarios.contractAlreadyExists) } },
  play: async () => {
    await formReady();
    await press(within(dialog()).getByRole('checkbox'), ' ');
    const smartId = within(dialog()).getByRole('radio', {
      name: new RegExp(text('widgets.signingModal.methods.smartId')),
    });
    await press(smartId, ' ');
    await waitFor(() => expect(smartId).toBeChecked());
    await press(within(dialog()).getByRole('button', { name: text('widgets.signingModal.sign') }));
    await waitFor(() => expect(screen.getByTestId('navigated-to')).toHaveTextContent('/dashboard'));
    // The Sign button's progress announcement outlives the screen it came from: clear it for axe.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    clearAnnouncements();
  },
};

/** The profiles the form starts from are still loading: the dialog opens and says so (never an empty page). */
export const PrefillLoading: Story = {
  parameters: {
    msw: { handlers: handlersFor(scenarios.clientNoContract, { overrides: { personalProfile: never() } }) },
  },
  play: async () => {
    const modal = await screen.findByRole('dialog');
    await within(modal).findByText(text('widgets.signingModal.prefillLoading'));
  },
};

/** The personal profile fails to load: the dialog says why with a retry instead of a form missing its data. */
export const ProfileLoadFailure: Story = {
  parameters: {
    msw: { handlers: handlersFor(scenarios.clientNoContract, { overrides: { personalProfile: serverError(500) } }) },
  },
  play: async () => {
    const modal = await screen.findByRole('dialog');
    const alert = await within(modal).findByRole('alert');
    await expect(alert).toHaveTextContent(text('widgets.signingModal.prefillFailed', { error: '' }).trim());
    await expect(within(alert).getByRole('button', { name: text('common.actions.retry') })).toBeEnabled();
  },
};

/**
 * "Create new client" (active client 0): the form starts with the person filled in and the company empty,
 * to be found in the business register; no missing-access message, no failed load.
 */
export const NewClient: Story = {
  parameters: { msw: { handlers: handlersFor(scenarios.clientNewCompany) } },
  play: async () => {
    await formReady();
    const field = (key: 'firstName' | 'companyName') =>
      within(dialog()).getByRole('textbox', { name: new RegExp(`^${text(`widgets.signingModal.fields.${key}`)}`) });
    await expect(field('firstName')).not.toHaveValue('');
    await expect(field('companyName')).toHaveValue('');
    await termsLinksShown();
  },
};
