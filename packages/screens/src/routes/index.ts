export { routes, routeTable } from './route-table';
