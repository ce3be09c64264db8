import { Tab, TabList, TabPanel, Tabs } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { T, text, useStoryTranslation } from '../support/text';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { onSelectionChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

const reportTabs = ['sales', 'summary', 'mass', 'returns', 'additionalDeposit', 'rpet'] as const;
type ReportTab = (typeof reportTabs)[number];
const panels = { sales: 'salesPanel', summary: 'summaryPanel', mass: 'massPanel', returns: 'returnsPanel' } as const;

function ReportTabList() {
  const { t } = useStoryTranslation();
  return (
    <TabList aria-label={t('demo.tabs.reportsLabel')}>
      {reportTabs.map((id) => (
        <Tab key={id} id={id}>
          <T k={`demo.tabs.${id}`} />
        </Tab>
      ))}
    </TabList>
  );
}

const tab = (canvasElement: HTMLElement, id: ReportTab) =>
  within(canvasElement).getByRole('tab', { name: text(`demo.tabs.${id}`) });

/** Keyboard path: Tab reaches the selected tab, arrows move and select, End/Home jump, Tab enters the panel. */
export const Default: Story = {
  render: (args) => (
    <Tabs {...args}>
      <ReportTabList />
      {Object.entries(panels).map(([id, panel]) => (
        <TabPanel key={id} id={id}>
          <T k={`demo.tabs.${panel}`} />
        </TabPanel>
      ))}
      <TabPanel id="additionalDeposit">
        <T k="demo.tabs.additionalDeposit" />
      </TabPanel>
      <TabPanel id="rpet">
        <T k="demo.tabs.rpet" />
      </TabPanel>
    </Tabs>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: text('demo.tabs.reportsLabel') })).toBeVisible();
    await userEvent.tab();
    await expect(tab(canvasElement, 'sales')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab(canvasElement, 'summary')).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('summary');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(text('demo.tabs.summaryPanel'));
    await userEvent.keyboard('{End}');
    await expect(tab(canvasElement, 'rpet')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(tab(canvasElement, 'sales')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

/**
 * Route tabs: the screen holds the selected key (here in state; in the portal, the route) and renders one
 * panel for it, e.g. the route's outlet.
 */
function RouteTabs({ onNavigate }: { onNavigate: (key: Key) => void }) {
  const [route, setRoute] = useState<Key>('mass');
  const panel = panels[route as keyof typeof panels] ?? 'salesPanel';
  return (
    <Tabs
      selectedKey={route}
      onSelectionChange={(key) => {
        setRoute(key);
        onNavigate(key);
      }}
    >
      <ReportTabList />
      {/* Keyed by the route, so the panel is a new one for each route and its id follows the selected tab. */}
      <TabPanel key={route} id={String(route)}>
        <T k={`demo.tabs.${panel}`} />
      </TabPanel>
    </Tabs>
  );
}

export const RouteControlled: Story = {
  render: (args) => <RouteTabs onNavigate={args.onSelectionChange ?? (() => {})} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(tab(canvasElement, 'mass')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(text('demo.tabs.massPanel'));
    await userEvent.click(tab(canvasElement, 'returns'));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('returns');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(text('demo.tabs.returnsPanel'));
    await expect(canvas.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', tab(canvasElement, 'returns').id);
  },
};

/** A disabled tab is skipped by the arrow keys. */
export const DisabledTab: Story = {
  render: (args) => (
    <Tabs {...args} disabledKeys={['summary']}>
      <ReportTabList />
      <TabPanel id="sales">
        <T k="demo.tabs.salesPanel" />
      </TabPanel>
      <TabPanel id="mass">
        <T k="demo.tabs.massPanel" />
      </TabPanel>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    await expect(tab(canvasElement, 'summary')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab(canvasElement, 'mass')).toHaveFocus();
  },
};

/** In a narrow column the tabs wrap onto a second row: none is hidden, nothing scrolls sideways. */
export const Narrow: Story = {
  render: (args) => (
    <div style={{ width: 360 }}>
      <Tabs {...args} defaultSelectedKey="sales">
        <ReportTabList />
        <TabPanel id="sales">
          <T k="demo.tabs.salesPanel" />
        </TabPanel>
      </Tabs>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('tablist');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    const tops = new Set(
      within(list)
        .getAllByRole('tab')
        .map((tab) => Math.round(tab.getBoundingClientRect().top)),
    );
    await expect(tops.size).toBeGreaterThan(1);
  },
};
