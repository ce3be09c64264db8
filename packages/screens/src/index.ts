// Every screen of this build, per area; `@epp/screens/<area>` imports one area only.
export * from './client';
export * from './kit';
export * from './operator';
export * from './partner';
export * from './public';
export * from './shared';
export * from './shell';
