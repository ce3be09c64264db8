export { LinkRouterProvider, type LinkRouterProviderProps } from './link-router';
