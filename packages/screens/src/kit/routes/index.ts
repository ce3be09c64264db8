export * from './route';
export { useRouteTitle } from './use-route-title';
