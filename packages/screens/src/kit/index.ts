// The screen kit: the one way to build a screen. See the screens README ("Building a screen").
export * from './checked-form';
export * from './clock';
export * from './detail-page';
export * from './export';
export * from './import-modal';
export * from './list-filters';
export * from './list-url-state';
export * from './page-alerts';
export * from './route-tabs';
export * from './routes';
export * from './row-actions';
export * from './screen-layout';
export * from './screen-router';
export * from './table';
