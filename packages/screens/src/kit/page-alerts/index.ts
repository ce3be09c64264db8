export { type FailingLoad, useLoadFailureAlert } from './load-failure-alert';
export { MessageText, type PageAlert, type PageAlerts, usePageAlerts } from './page-alerts';
