import type { Ref } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  type TabListProps as AriaTabListProps,
  TabPanel as AriaTabPanel,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  Tabs as AriaTabs,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import { styled } from 'styled-components';
import { tab, tabList, tabPanel } from './tabs.styles';

/**
 * Horizontal tabs (react-aria Tabs): arrow keys move between tabs, Home/End jump to the ends. As route
 * tabs, a screen passes `selectedKey` (the current route) and `onSelectionChange` (navigate), or gives each
 * Tab an `href`, and renders one TabPanel for the current route, keyed by it (`<TabPanel key={route} id={route}>`)
 * so that the panel's id follows the selected tab.
 */
export type TabsProps = Omit<AriaTabsProps, 'className' | 'style' | 'orientation'> & { ref?: Ref<HTMLDivElement> };

/** The row of tabs; it needs a name, e.g. "Aruannete liigid". */
export type TabListProps<T extends object> = Omit<AriaTabListProps<T>, 'className' | 'style' | 'aria-label'> &
  ({ 'aria-label': string; 'aria-labelledby'?: string } | { 'aria-label'?: undefined; 'aria-labelledby': string });

export type TabProps = Omit<AriaTabProps, 'className' | 'style'> & { ref?: Ref<HTMLDivElement> };

export type TabPanelProps = Omit<AriaTabPanelProps, 'className' | 'style'> & { ref?: Ref<HTMLDivElement> };

const StyledTabList = styled(AriaTabList<object>)`
  ${tabList}
`;

const StyledTab = styled(AriaTab)`
  ${tab}
`;

const StyledTabPanel = styled(AriaTabPanel)`
  ${tabPanel}
`;

export function Tabs(props: TabsProps) {
  return <AriaTabs {...props} orientation="horizontal" />;
}

export function TabList<T extends object>(props: TabListProps<T>) {
  return <StyledTabList {...(props as AriaTabListProps<object>)} />;
}

export function Tab(props: TabProps) {
  return <StyledTab {...props} />;
}

export function TabPanel(props: TabPanelProps) {
  return <StyledTabPanel {...props} />;
}
