export { routeScreens } from './route-screens';
export { routes, routeTable } from './route-table';
