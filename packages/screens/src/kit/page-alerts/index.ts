export { MessageText, type PageAlert, type PageAlerts, usePageAlerts } from './page-alerts';
