import { COOKIE_CONSENT_TTL_MS } from '@epp/core';
import { FIXTURE_TODAY } from '@epp/fixtures';
import { COOKIE_CONSENT_KEY, type ConsentStorage, CookieBanner, cookieConsentValue } from '@epp/widgets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { text } from '../support/text';

/** The fixed moment of the stories: noon of the fixture day. */
const NOW = new Date(`${FIXTURE_TODAY}T12:00:00Z`).getTime();

/** An in-memory storage holding `initial` under the consent key (nothing when null). */
function memoryStorage(initial: string | null = null): ConsentStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  if (initial !== null) values.set(COOKIE_CONSENT_KEY, initial);
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
  };
}

const banner = (canvasElement: HTMLElement) =>
  within(canvasElement).queryByRole('region', { name: text('widgets.cookieBanner.label') });

const meta = {
  title: 'Widgets/CookieBanner',
  component: CookieBanner,
  args: { policyHref: '/cookie-policy', storage: memoryStorage(), now: () => NOW, onAccept: fn() },
  render: (args) => (
    // The transform makes this frame the banner's containing block, so the snapshot shows the fixed banner.
    <div style={{ width: 720, height: 160, transform: 'translateZ(0)' }}>
      <CookieBanner {...args} />
    </div>
  ),
} satisfies Meta<typeof CookieBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No consent yet: the banner with the text, the policy link and the accept button. */
export const Shown: Story = {
  args: { storage: memoryStorage() },
  play: async ({ canvasElement }) => {
    const region = banner(canvasElement);
    await expect(region).toBeVisible();
    const canvas = within(region as HTMLElement);
    await expect(canvas.getByRole('link', { name: text('widgets.cookieBanner.policy') })).toHaveAttribute(
      'href',
      '/cookie-policy',
    );
    await expect(canvas.getByRole('button', { name: text('widgets.cookieBanner.accept') })).toBeVisible();
  },
};

/** A consent given 29 days ago still counts: nothing shows. */
export const Accepted: Story = {
  args: { storage: memoryStorage(cookieConsentValue(NOW - 29 * 24 * 3_600_000)) },
  play: async ({ canvasElement }) => {
    await expect(banner(canvasElement)).toBeNull();
  },
};

/** A consent given exactly 30 days ago has ended: the banner shows again. */
export const ConsentExpired: Story = {
  args: { storage: memoryStorage(cookieConsentValue(NOW - COOKIE_CONSENT_TTL_MS)) },
  play: async ({ canvasElement }) => {
    await expect(banner(canvasElement)).toBeVisible();
  },
};

/** By keyboard: Tab past the policy link to accept, Enter stores the consent for 30 days and hides the banner. */
const acceptStorage = memoryStorage();
export const AcceptByKeyboard: Story = {
  args: { storage: acceptStorage },
  beforeEach: () => {
    acceptStorage.values.clear();
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: text('widgets.cookieBanner.policy') })).toHaveFocus();
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('button', { name: text('widgets.cookieBanner.accept') }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(banner(canvasElement)).toBeNull();
    await expect(args.onAccept).toHaveBeenCalledOnce();
    await expect(acceptStorage.values.get(COOKIE_CONSENT_KEY)).toBe(String(NOW + COOKIE_CONSENT_TTL_MS));
  },
};
