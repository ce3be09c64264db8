import {
  FileIcon,
  HomeIcon,
  NavList,
  type NavListItem,
  type NavListProps,
  PackageIcon,
  ReceiptIcon,
  UserIcon,
} from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { text, useStoryTranslation } from '../support/text';

/** The client sidebar of the spec: Dashboard, Packages, Reports, Invoices, Profile. */
function DemoNavList(props: Omit<NavListProps, 'items' | 'aria-label'>) {
  const { t } = useStoryTranslation();
  const items: NavListItem[] = [
    { id: 'dashboard', href: '#/dashboard', label: t('demo.nav.dashboard'), icon: <HomeIcon /> },
    { id: 'packages', href: '#/packages', label: t('demo.nav.packages'), icon: <PackageIcon /> },
    { id: 'reports', href: '#/reports/sales', label: t('demo.nav.reports'), icon: <FileIcon /> },
    { id: 'invoices', href: '#/invoices', label: t('demo.nav.invoices'), icon: <ReceiptIcon /> },
    { id: 'profile', href: '#/profile', label: t('demo.nav.profile'), icon: <UserIcon /> },
  ];
  return <NavList {...props} aria-label={t('demo.nav.label')} items={items} />;
}

const meta = {
  title: 'UI/NavList',
  component: NavList,
  args: { 'aria-label': text('demo.nav.label'), items: [], currentId: 'reports' },
  argTypes: { items: { control: false } },
  render: (args) => (
    <div style={{ width: args.isCollapsed ? 64 : 240 }}>
      <DemoNavList currentId={args.currentId} isCollapsed={args.isCollapsed} />
    </div>
  ),
} satisfies Meta<typeof NavList>;

export default meta;
type Story = StoryObj<typeof meta>;

const link = (canvasElement: HTMLElement, key: 'dashboard' | 'packages' | 'reports') =>
  within(canvasElement).getByRole('link', { name: text(`demo.nav.${key}`) });

/** The current page is marked for everyone: aria-current="page", tint, bold text and a bar. Tab walks the links. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: text('demo.nav.label') });
    await expect(within(nav).getAllByRole('link')).toHaveLength(5);
    await expect(link(canvasElement, 'reports')).toHaveAttribute('aria-current', 'page');
    await expect(link(canvasElement, 'packages')).not.toHaveAttribute('aria-current');
    await userEvent.tab();
    await expect(link(canvasElement, 'dashboard')).toHaveFocus();
    await userEvent.tab();
    await expect(link(canvasElement, 'packages')).toHaveFocus();
  },
};

/** Collapsed (the minimized sidebar): icons only; each label is still the link's accessible name. */
export const Collapsed: Story = {
  args: { isCollapsed: true },
  play: async ({ canvasElement }) => {
    const reports = link(canvasElement, 'reports');
    await expect(reports).toHaveAttribute('aria-current', 'page');
    const label = within(reports).getByText(text('demo.nav.reports'));
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(link(canvasElement, 'dashboard')).toHaveFocus();
  },
};

/**
 * A label longer than the sidebar (the operator's "Pakendite testimine/register" at 1280 px) wraps onto a second
 * line: it is read whole, never cut with an ellipsis.
 */
export const LongLabel: Story = {
  render: () => {
    const { t } = useStoryTranslation();
    const items: NavListItem[] = [
      { id: 'registry', href: '#/registry/testing', label: t('routes.registry'), icon: <PackageIcon /> },
      { id: 'dashboard', href: '#/dashboard', label: t('demo.nav.dashboard'), icon: <HomeIcon /> },
    ];
    return (
      <div style={{ width: 200 }}>
        <NavList aria-label={t('demo.nav.label')} items={items} currentId="registry" />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const registry = within(canvasElement).getByRole('link', { name: text('routes.registry') });
    const label = within(registry).getByText(text('routes.registry'));
    await expect(label.scrollWidth).toBeLessThanOrEqual(label.clientWidth);
    await expect(getComputedStyle(label).textOverflow).not.toBe('ellipsis');
    await expect(label.getBoundingClientRect().height).toBeGreaterThan(24);
  },
};
