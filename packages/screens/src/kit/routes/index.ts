export * from './route';
