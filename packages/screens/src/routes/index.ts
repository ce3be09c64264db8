export { publicRoutes } from './public-routes';
export { routeScreenOf, routeScreens } from './route-screens';
export { type RouteId, routes, routeTable } from './route-table';
