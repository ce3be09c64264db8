import { handlersFor, scenarios } from '@epp/fixtures';
import { type TranslationKey, useEppTranslation } from '@epp/i18n';
import { PageTitle } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withScreen } from '../../support/screen-frame';
import { text } from '../../support/text';
import { PAGE_CONTENT, pageShown, ShellFrame } from './shell-story';

// The sidebar and header of each role at the three layouts: docked (1200 px, the snapshot viewport), minimized (1100 px) and the
// slide-open drawer (800 px), over the fixture users (Mari Tamm, client; Piret Lepp, partner; Andres Mägi,
// operator).

const meta = {
  title: 'Screens/Shell/Layout',
  decorators: [withScreen],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const client = {
  screen: { path: '/dashboard' },
  msw: { handlers: handlersFor(scenarios.clientActiveContract) },
};
const partner = {
  screen: { path: '/packages/testing' },
  msw: { handlers: handlersFor(scenarios.partner) },
};
const operator = {
  screen: { path: '/registry/applications' },
  msw: { handlers: handlersFor(scenarios.operator) },
};

const roleSelector = () => screen.findByRole('button', { name: new RegExp(text('widgets.roleSelector.current')) });
const nav = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('navigation', { name: text('screens.shell.appShell.navigation') });

/** Client, docked sidebar (≥ 1200 px): Dashboard, Packages, Reports, Invoices, Profile; bell, profile, ET/ENG, log out. */
export const ClientDocked: Story = {
  parameters: client,
  render: () => <ShellFrame mode="client" width={1200} labels={['routes.dashboard']} />,
  play: async ({ canvasElement }) => {
    await pageShown(canvasElement);
    await roleSelector();
    const links = within(nav(canvasElement)).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/dashboard',
      '/packages',
      '/reports/sales',
      '/invoices',
      '/profile',
    ]);
    await expect(within(nav(canvasElement)).getByRole('link', { name: text('routes.dashboard') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      within(canvasElement).getByRole('group', { name: text('widgets.languageSwitch.label') }),
    ).toBeVisible();
    await expect(
      within(canvasElement).getByRole('contentinfo', { name: text('screens.shell.footer.label') }),
    ).toBeVisible();
  },
};

/** Client, minimized sidebar (992–1199 px): icons only, each link still named by its label. */
export const ClientMinimized: Story = {
  parameters: client,
  render: () => <ShellFrame mode="client" width={1100} labels={['routes.reports', 'routes.salesReports']} />,
  play: async ({ canvasElement }) => {
    await pageShown(canvasElement);
    await roleSelector();
    await expect(within(nav(canvasElement)).getByRole('link', { name: text('routes.invoices') })).toBeVisible();
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      `${text('routes.reports')} · ${text('routes.salesReports')}`,
    );
  },
};

/** Client below 992 px: a menu button; the role selector, language switch and log out are in the drawer. */
export const ClientDrawer: Story = {
  parameters: client,
  render: () => <ShellFrame mode="client" width={800} labels={['routes.dashboard']} />,
  play: async ({ canvasElement }) => {
    await pageShown(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: text('screens.shell.appShell.navigation') })).toBeNull();
    await expect(canvas.getByRole('button', { name: text('screens.shell.appShell.openMenu') })).toBeVisible();
  },
};

/** The drawer by keyboard: Enter opens it (focus moves in), Escape closes it and focus returns to the menu button. */
export const DrawerByKeyboard: Story = {
  parameters: client,
  render: () => <ShellFrame mode="client" width={800} labels={['routes.dashboard']} />,
  play: async ({ canvasElement }) => {
    await pageShown(canvasElement);
    const menu = within(canvasElement).getByRole('button', { name: text('screens.shell.appShell.openMenu') });
    menu.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: text('screens.shell.appShell.menu') });
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    const inside = within(drawer);
    await expect(inside.getByRole('navigation', { name: text('screens.shell.appShell.navigation') })).toBeVisible();
    await expect(inside.getByRole('group', { name: text('widgets.languageSwitch.label') })).toBeVisible();
    await expect(inside.getByRole('button', { name: text('screens.shell.appShell.logout') })).toBeVisible();
    await inside.findByRole('button', { name: new RegExp(text('widgets.roleSelector.current')) });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(menu).toHaveFocus());
  },
};

/** The drawer open: the snapshot shows the slid-in menu with the profile actions at the bottom. */
export const DrawerOpen: Story = {
  parameters: client,
  render: () => <ShellFrame mode="client" width={800} labels={['routes.dashboard']} />,
  play: async ({ canvasElement }) => {
    await pageShown(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: text('screens.shell.appShell.openMenu') }));
    const drawer = await screen.findByRole('dialog', { name: text('screens.shell.appShell.menu') });
    await within(drawer).findByRole('button', { name: new RegExp(text('widgets.roleSelector.current')) });
  },
};

/** Log out: the call is made, the session cleared, and the user lands on /login. */
export const LogOut: Story = {
  parameters: client,
  render: () => <ShellFrame mode="client" width={1200} labels={['routes.dashboard']} />,
  play: async ({ canvasElement }) => {
    await pageShown(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: text('screens.shell.appShell.logout') }));
    await expect(await within(canvasElement).findByTestId('navigated-to')).toHaveTextContent('/login');
  },
};

/** Partner, docked: Package testing and Profile; no bell, no language switch, no footer. */
export const PartnerDocked: Story = {
  parameters: partner,
  render: () => <ShellFrame mode="partner" width={1200} labels={['routes.packageTesting', 'routes.testing']} />,
  play: async ({ canvasElement }) => {
    await pageShown(canvasElement);
    await roleSelector();
    const canvas = within(canvasElement);
    await expect(within(nav(canvasElement)).getAllByRole('link')).toHaveLength(2);
    await expect(canvas.queryByRole('group', { name: text('widgets.languageSwitch.label') })).toBeNull();
    await expect(canvas.queryByRole('contentinfo')).toBeNull();
  },
};

export const PartnerMinimized: Story = {
  parameters: partner,
  render: () => <ShellFrame mode="partner" width={1100} labels={['routes.packageTesting', 'routes.testing']} />,
  play: async ({ canvasElement }) => {
    await pageShown(canvasElement);
    await roleSelector();
  },
};

export const PartnerDrawer: Story = {
  parameters: partner,
  render: () => <ShellFrame mode="partner" width={800} labels={['routes.packageTesting', 'routes.testing']} />,
  play: async ({ canvasElement }) => {
    await pageShown(canvasElement);
  },
};

/** Operator, docked: registry, reports, debts, users, profile, settings. */
export const OperatorDocked: Story = {
  parameters: operator,
  render: () => <ShellFrame mode="operator" width={1200} labels={['routes.registry', 'routes.applications']} />,
  play: async ({ canvasElement }) => {
    await pageShown(canvasElement);
    await roleSelector();
    await expect(within(nav(canvasElement)).getAllByRole('link')).toHaveLength(6);
  },
};

export const OperatorMinimized: Story = {
  parameters: operator,
  render: () => <ShellFrame mode="operator" width={1100} labels={['routes.registry', 'routes.applications']} />,
  play: async ({ canvasElement }) => {
    await pageShown(canvasElement);
    await roleSelector();
  },
};

export const OperatorDrawer: Story = {
  parameters: operator,
  render: () => <ShellFrame mode="operator" width={800} labels={['routes.registry', 'routes.applications']} />,
  play: async ({ canvasElement }) => {
    await pageShown(canvasElement);
  },
};

/** A screen as a sales report view renders its title: its route's labels and the report's period. */
function ReportStandIn({ labels }: { labels: readonly TranslationKey[] }) {
  const { t } = useEppTranslation();
  return (
    <>
      <PageTitle labels={labels.map((key) => t(key))} suffix="10.2026" />
      <p data-testid={PAGE_CONTENT}>{t(labels[labels.length - 1] ?? 'routes.salesReport')}</p>
    </>
  );
}

/**
 * A story of the shell around a report stand-in: the shell is given `shellLabels` (what the portal passes before
 * the screen draws), the screen titles itself with `screenLabels`; the page has one h1, the header's, that reads
 * the screen's labels and period.
 */
function titleStory(path: string, shellLabels: TranslationKey[], screenLabels: TranslationKey[]): Story {
  return {
    // Handlers of its own: `client`'s demo store is logged out by the LogOut story above.
    parameters: { screen: { path }, msw: { handlers: handlersFor(scenarios.clientActiveContract) } },
    render: () => (
      <ShellFrame mode="client" width={1200} labels={shellLabels}>
        <ReportStandIn labels={screenLabels} />
      </ShellFrame>
    ),
    play: async ({ canvasElement }) => {
      await pageShown(canvasElement);
      const headings = within(canvasElement).getAllByRole('heading', { level: 1 });
      await expect(headings).toHaveLength(1);
      await expect(headings[0]).toHaveTextContent([...screenLabels.map((key) => text(key)), '10.2026'].join(' · '));
    },
  };
}

/**
 * A screen inside the shell hands its title to the header, so the page has one h1, the header's: the route's
 * labels with the screen's suffix, "Aruanded · Müügiaruanne · 10.2026" (spec: route labels, optional suffix).
 */
export const ScreenTitleInHeader = titleStory(
  '/reports/sale/12',
  ['routes.reports', 'routes.salesReport'],
  ['routes.reports', 'routes.salesReport'],
);

/**
 * The screen's title wins over the labels the shell was given (they stand only until the screen draws), so a
 * page's title is the screen's in a story and in the portal alike: "Aruanded · Müügiaruanne · Parandus · 10.2026".
 */
export const ScreenLabelsInHeader = titleStory(
  '/reports/sale/12/repair',
  ['routes.reports', 'routes.salesReport'],
  ['routes.reports', 'routes.salesReport', 'routes.repair'],
);
