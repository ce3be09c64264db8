import { OPERATOR_LINKS } from '@epp/core';
import { handlersFor, scenarios } from '@epp/fixtures';
import { cookieConsentStorage, LEGACY_CONSENT_COOKIE } from '@epp/widgets/cookie-banner';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withScreen } from '../../support/screen-frame';
import { text } from '../../support/text';
import { pageShown, ShellFrame } from './shell-story';

// The cookie banner at the bottom of the shell (consent kept 30 days) and the clients' footer.

const meta = {
  title: 'Screens/Shell/CookieBanner',
  decorators: [withScreen],
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/dashboard' },
    msw: { handlers: handlersFor(scenarios.clientActiveContract) },
  },
  render: () => <ShellFrame mode="client" width={1200} labels={['routes.dashboard']} cookiesAccepted={false} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement) =>
  within(canvasElement).queryByRole('region', { name: text('widgets.cookieBanner.label') });

/** No consent yet: the banner with the cookie policy link; the footer links terms and privacy policy. */
export const Shown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pageShown(canvasElement);
    await expect(region(canvasElement)).toBeVisible();
    await expect(canvas.getByRole('link', { name: text('widgets.cookieBanner.policy') })).toHaveAttribute(
      'href',
      '/cookies',
    );
    const footer = canvas.getByRole('contentinfo', { name: text('screens.shell.footer.label') });
    await expect(within(footer).getByRole('link', { name: text('screens.shell.footer.privacy') })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    // the operator's terms keep their own address (not resolved against the current path)
    await expect(
      within(footer).getByRole('link', { name: new RegExp(`^${text('screens.shell.footer.terms')}`) }),
    ).toHaveAttribute('href', OPERATOR_LINKS.terms);
  },
};

/** Accepted by keyboard: the banner goes; the footer stays. */
export const Accepted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pageShown(canvasElement);
    canvas.getByRole('button', { name: text('widgets.cookieBanner.accept') }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(region(canvasElement)).toBeNull());
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
  },
};

/**
 * The portal's earlier version left its consent cookie (`cookieconsent_status=dismiss`): it counts as consent,
 * so the banner does not ask again (the consent is read from the page's cookies, as the portal keeps it).
 */
export const LegacyConsentCookie: Story = {
  render: () => (
    <ShellFrame
      mode="client"
      width={1200}
      labels={['routes.dashboard']}
      cookieStorage={cookieConsentStorage({ cookie: `${LEGACY_CONSENT_COOKIE}=dismiss` })}
    />
  ),
  play: async ({ canvasElement }) => {
    await pageShown(canvasElement);
    await expect(region(canvasElement)).toBeNull();
  },
};
