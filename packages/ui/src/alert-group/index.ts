export { AlertGroup } from './alert-group';
export {
  type AlertEntry,
  type AlertInput,
  AlertProvider,
  type AlertProviderProps,
  type AlertsApi,
  alertsReducer,
  useAlertList,
  useAlerts,
} from './alerts-context';
