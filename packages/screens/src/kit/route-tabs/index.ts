export { currentTabOf, type RouteTab, RouteTabs, type RouteTabsProps } from './route-tabs';
