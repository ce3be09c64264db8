export { publicRoutes } from './public-routes';
export { routeScreens } from './route-screens';
export { routes, routeTable } from './route-table';
