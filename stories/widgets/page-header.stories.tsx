import { FIXTURE_PERIOD, scenarios, sessionNotifications, sessionUser, storeFor } from '@epp/fixtures';
import { LanguageSwitch } from '@epp/widgets/language-switch';
import { NotificationBell } from '@epp/widgets/notification-bell';
import { PageHeader } from '@epp/widgets/page-header';
import { activeProfileOf, profilesOf, RoleSelector } from '@epp/widgets/role-selector';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useEffect } from 'react';
import { expect, fn, within } from 'storybook/test';
import { text } from '../support/text';

// ---- Data: Kristjan Kask's profiles and notifications (multi-profile scenario) --------------------------

const db = storeFor(scenarios.multiProfile).db;
const kristjan = sessionUser(db);
const { notifications, unseenCount } = sessionNotifications(db);

/** The route labels come from the portal's route table (a later issue); these are the spec's Estonian ones. */
const SALES_REPORT_LABELS = ['Aruanded', 'Müügiaruanne'];
/** The report's period as the suffix, e.g. "10.2026". */
const PERIOD = `${FIXTURE_PERIOD.slice(5, 7)}.${FIXTURE_PERIOD.slice(0, 4)}`;

/** The right side as the shell composes it for a client: bell, role selector, language switch. */
function ClientActions() {
  return (
    <>
      <NotificationBell
        notifications={notifications}
        unseenCount={unseenCount}
        onMarkRead={fn()}
        allHref="/profile/notifications"
      />
      <RoleSelector
        profiles={profilesOf(kristjan)}
        active={activeProfileOf(kristjan)}
        onSelect={fn()}
        onCreateClient={fn()}
      />
      <LanguageSwitch value="et" onChange={fn()} />
    </>
  );
}

/** Puts the tab title back after a story that set it. */
function KeepTabTitle({ children }: { children: ReactNode }) {
  useEffect(() => {
    const previous = document.title;
    return () => {
      document.title = previous;
    };
  }, []);
  return <>{children}</>;
}

const meta = {
  title: 'Widgets/PageHeader',
  component: PageHeader,
  args: { labels: SALES_REPORT_LABELS },
  render: (args) => (
    <div style={{ width: 1100 }}>
      <PageHeader {...args} />
    </div>
  ),
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The route labels joined with " · ". */
export const TitleOnly: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Aruanded · Müügiaruanne');
    await expect(within(canvasElement).queryByRole('group')).toBeNull();
  },
};

/** With the report's period as the suffix. */
export const WithSuffix: Story = {
  args: { suffix: PERIOD },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      `Aruanded · Müügiaruanne · ${PERIOD}`,
    );
  },
};

/** A client's header: the bell (Kristjan's 104 unseen: "99+"), the role selector and the language switch. */
export const WithActions: Story = {
  args: { suffix: PERIOD, actions: <ClientActions /> },
  play: async ({ canvasElement }) => {
    const actions = within(canvasElement).getByRole('group', { name: text('widgets.pageHeader.actions') });
    await expect(within(actions).getByRole('button', { name: /99\+/ })).toBeVisible();
    await expect(within(actions).getByRole('group', { name: text('widgets.languageSwitch.label') })).toBeVisible();
  },
};

/** A long title wraps and leaves the actions where they are. */
export const LongTitle: Story = {
  args: {
    labels: ['Aruanded', 'Lisatagatisraha aruanne', 'Põhjala Joogitehas OÜ', 'Väga pika nimega ettevõtte aruanne'],
    suffix: PERIOD,
    actions: <ClientActions />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};

/** Opt-in: also the browser tab's title, with the site's name. */
export const SetsDocumentTitle: Story = {
  args: { suffix: PERIOD, documentTitle: 'EPP' },
  render: (args) => (
    <KeepTabTitle>
      <div style={{ width: 1100 }}>
        <PageHeader {...args} />
      </div>
    </KeepTabTitle>
  ),
  play: async () => {
    await expect(document.title).toBe(`Aruanded · Müügiaruanne · ${PERIOD} · EPP`);
  },
};
