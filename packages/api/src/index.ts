// @epp/api: the contract of the EPP portal. Subpaths: ./schemas, ./endpoints, ./client, ./polling, ./hooks.
export * from './client/index';
export * from './endpoints/index';
export * from './hooks/index';
export * from './polling/index';
export * from './schemas/index';
