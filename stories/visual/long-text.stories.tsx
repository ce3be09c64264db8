import { handlersFor, scenarios } from '@epp/fixtures';
import { messages } from '@epp/i18n';
import { DashboardScreen } from '@epp/screens/client';
import { LoginScreen } from '@epp/screens/public';
import { Alert, Badge, Button, Checkbox, TextField } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { publicCookies } from '../screens/public/public-story';
import { withScreen } from '../support/screen-frame';
import { text } from '../support/text';

// Long-text stress at 320 CSS px, the width WCAG 1.4.10 "Reflow" asks content to fit without scrolling
// sideways (a 1280 px window at 400 % zoom): the kit's longest Estonian labels in the core components, and the
// public login page and the dashboard. Axe runs on each in both languages, as on every story.

/** The viewport of these stories (addon-vitest sizes the test page from it); tall, so a snapshot holds the whole page. */
const REFLOW = { reflow: { name: 'Reflow (320 px)', styles: { width: '320px', height: '2000px' } } };

const meta = {
  title: 'Visual/LongText',
  parameters: { viewport: { options: REFLOW } },
  globals: { viewport: { value: 'reflow' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

type Texts = { [key: string]: string | Texts };

/** Every text under `path` of the Estonian texts, as [key, text]. */
function textsUnder(node: Texts, path: string): [string, string][] {
  return Object.entries(node).flatMap(([key, value]) => {
    const full = path ? `${path}.${key}` : key;
    return typeof value === 'string' ? [[full, value] as [string, string]] : textsUnder(value, full);
  });
}

/** The longest Estonian text whose key matches `pattern` (no interpolation slots: they would show raw). */
function longest(pattern: RegExp): string {
  const candidates = textsUnder(messages.et as unknown as Texts, '')
    .filter(([key, value]) => pattern.test(key) && !value.includes('{{'))
    .map(([, value]) => value);
  return candidates.reduce((a, b) => (b.length > a.length ? b : a), '');
}

const LONGEST = {
  fieldLabel: longest(/\.fields\.[^.]+$/),
  action: longest(/\.actions\.[^.]+$/),
  status: longest(/^status\./),
  error: longest(/^errors\./),
  checkbox: longest(/\.notifications\.fields\./),
};

/** The elements that stick out past the viewport's right edge and hold nothing that sticks out further. */
function overflowing(): string[] {
  const past = [...document.body.querySelectorAll<HTMLElement>('*')].filter(
    (element) => element.getBoundingClientRect().right > window.innerWidth + 0.5,
  );
  return past
    .filter((element) => !past.some((other) => other !== element && element.contains(other)))
    .map((element) => `${element.tagName.toLowerCase()}.${element.className} "${element.textContent?.slice(0, 40)}"`);
}

/** Nothing is wider than the viewport: no sideways scrolling of the page (the offenders named when it fails). */
const expectNoSidewaysScroll = () =>
  waitFor(() =>
    expect(
      document.documentElement.scrollWidth,
      `wider than ${window.innerWidth} px: ${overflowing().join('; ')}`,
    ).toBeLessThanOrEqual(window.innerWidth),
  );

/** The longest field label, action, status, error and switch text of the kit, in a 320 px viewport. */
export const LongestLabels: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <TextField label={LONGEST.fieldLabel} isRequired errorMessage={LONGEST.error} />
      <Button variant="primary">{LONGEST.action}</Button>
      <Badge tone="warning" title={LONGEST.status}>
        {LONGEST.status}
      </Badge>
      <Alert tone="error" title={LONGEST.error} />
      <Checkbox defaultSelected>{LONGEST.checkbox}</Checkbox>
    </div>
  ),
  play: async () => {
    for (const value of Object.values(LONGEST)) await expect(value.length).toBeGreaterThan(10);
    await expect(window.innerWidth).toBe(320);
    await expectNoSidewaysScroll();
  },
};

/** The public login page at 320 px: the form reflows into one column, nothing scrolls sideways. */
export const LoginReflow: Story = {
  decorators: [withScreen],
  parameters: { layout: 'fullscreen', screen: { path: '/login' }, msw: { handlers: handlersFor(scenarios.loggedOut) } },
  render: () => <LoginScreen {...publicCookies} />,
  play: async () => {
    await screen.findByRole('tab', { name: text('screens.public.login.mobileId') });
    await expectNoSidewaysScroll();
    // The method tabs fit too: their list does not scroll sideways on its own.
    const methods = screen.getByRole('tablist');
    await expect(methods.scrollWidth).toBeLessThanOrEqual(methods.clientWidth);
  },
};

/** The dashboard at 320 px: cards one under another, nothing scrolls sideways. */
export const DashboardReflow: Story = {
  decorators: [withScreen],
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/dashboard' },
    msw: { handlers: handlersFor(scenarios.clientActiveContract) },
  },
  render: () => <DashboardScreen />,
  play: async () => {
    await screen.findByRole('img', { name: text('screens.client.dashboard.statistics.chartTitle') });
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    await expectNoSidewaysScroll();
  },
};
