import { Breadcrumb, type BreadcrumbItem, type BreadcrumbProps } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { text, useStoryTranslation } from '../support/text';

function DemoBreadcrumb(props: Omit<BreadcrumbProps, 'items'>) {
  const { t } = useStoryTranslation();
  const items: BreadcrumbItem[] = [
    { id: 'reports', label: t('demo.nav.reports'), href: '#/reports' },
    { id: 'sales', label: t('demo.nav.salesReports'), href: '#/reports/sales' },
    { id: 'report', label: t('demo.nav.salesReport') },
  ];
  return <Breadcrumb {...props} items={items} />;
}

// The portal's router takes over link navigation through react-aria's RouterProvider; here a spy does.
const navigate = fn();

const meta = {
  title: 'UI/Breadcrumb',
  component: Breadcrumb,
  args: { items: [], onAction: fn() },
  argTypes: { items: { control: false } },
  render: (args) => (
    <RouterProvider navigate={navigate}>
      <DemoBreadcrumb {...args} />
    </RouterProvider>
  ),
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A named navigation landmark; the crumbs above the page are links, the current page is last, marked
 * aria-current="page" and disabled. Keyboard path: Tab visits the links only, Enter follows one.
 */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: text('ui.breadcrumb.label') });
    const [reports, sales, current] = within(nav).getAllByRole('link');
    await expect(reports).toHaveTextContent(text('demo.nav.reports'));
    await expect(sales).toHaveTextContent(text('demo.nav.salesReports'));
    // The current page: react-aria keeps it in the list but marks it current and disabled (not followable).
    await expect(current).toHaveTextContent(text('demo.nav.salesReport'));
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect(reports).toHaveFocus();
    await userEvent.tab();
    await expect(sales).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenLastCalledWith('sales');
    await expect(navigate).toHaveBeenLastCalledWith('#/reports/sales', undefined);
    await userEvent.tab();
    await expect(current).not.toHaveFocus();
  },
};
