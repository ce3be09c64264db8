export * from './badge';
export * from './button';
export * from './theme';
