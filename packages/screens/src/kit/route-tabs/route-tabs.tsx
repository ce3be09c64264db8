import type { TranslationKey } from '@epp/i18n';
import { useEppTranslation } from '@epp/i18n';
import { Tab, TabList, TabPanel, Tabs } from '@epp/ui';
import { memo, type ReactNode } from 'react';
import { matchPath, useLocation } from 'react-router';
import type { ScreenRoute } from '../routes';

/** One tab of a row of route tabs: a link to `route`, current while the address is any of `current`. */
export interface RouteTab {
  /** A route without parameters (a list, a section's page). */
  route: Pick<ScreenRoute<string>, 'id' | 'path'> & { to: () => string };
  /** The tab's text (often the route's own last title label). */
  label: TranslationKey;
  /** The routes under this tab (a report's detail under its list's tab); the tab's own route by default. */
  current?: readonly Pick<ScreenRoute<string>, 'path'>[];
}

export interface RouteTabsProps {
  tabs: readonly RouteTab[];
  /** The row's accessible name, e.g. "Aruannete liigid". */
  label: TranslationKey;
  /** The page under the tabs: the current tab's panel. */
  children: ReactNode;
}

/** The id of the tab whose routes hold the address, or null (the address belongs to none of them). */
export function currentTabOf(tabs: readonly RouteTab[], pathname: string): string | null {
  const found = tabs.find(({ route, current = [route] }) =>
    current.some((candidate) => matchPath({ path: candidate.path, end: true }, pathname) !== null),
  );
  return found?.route.id ?? null;
}

/**
 * Tabs that are links (spec §2 "Tabs" of the reports and the profile): each tab opens its route, so the
 * address, reload and back decide the tab; arrow keys move between tabs and Enter follows one (react-aria).
 * The page drawn under them is the current tab's panel.
 */
export function RouteTabs({ tabs, label, children }: RouteTabsProps) {
  const { pathname } = useLocation();
  return (
    <RouteTabsOf tabs={tabs} label={label} current={currentTabOf(tabs, pathname)}>
      {children}
    </RouteTabsOf>
  );
}

/**
 * The tabs for a known current tab. A memo: the address changes with every keystroke in a live list's filter
 * (its query), and the tab row need not draw again while the tab and the page element stay the same.
 */
const RouteTabsOf = memo(function RouteTabsOf({
  tabs,
  label,
  current,
  children,
}: RouteTabsProps & { current: string | null }) {
  const { t } = useEppTranslation();
  return (
    // Manual activation: arrow keys only move the focus, Enter follows the link (automatic would open a page
    // for every tab the arrows pass).
    <Tabs keyboardActivation="manual" {...(current === null ? {} : { selectedKey: current })}>
      <TabList aria-label={t(label)}>
        {tabs.map((tab) => (
          <Tab key={tab.route.id} id={tab.route.id} href={tab.route.to()}>
            {t(tab.label)}
          </Tab>
        ))}
      </TabList>
      {current !== null && (
        <TabPanel key={current} id={current}>
          {children}
        </TabPanel>
      )}
    </Tabs>
  );
});
