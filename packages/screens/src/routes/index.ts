export { publicRoutes } from './public-routes';
export { type RouteId, routes, routeTable } from './route-table';
