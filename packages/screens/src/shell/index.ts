export * from './app-shell';
export * from './shell-gate';
