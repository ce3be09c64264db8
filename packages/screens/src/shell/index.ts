export { CurrentUserLoadFailure } from '../shared/with-current-user';
export * from './app-shell';
export * from './shell-gate';
