import { createContext, type ReactNode, useContext, useMemo, useReducer, useRef } from 'react';
import type { AlertTone } from '../alert/alert.styles';

/** What a screen pushes: `useAlerts().push({ tone: 'error', title, lines })`. */
export interface AlertInput {
  tone: AlertTone;
  /** A text, or an element that translates itself when drawn (a screen's page alert follows a language switch). */
  title: ReactNode;
  body?: ReactNode;
  lines?: readonly ReactNode[];
  /** A failed load's retry ("Proovi uuesti" under the message). */
  onRetry?: () => void;
  /**
   * A stable id replaces the alert with the same id instead of stacking a copy, e.g. the same load failure
   * reported again on retry. Without it every push adds a new alert.
   */
  id?: string;
}

export interface AlertEntry extends AlertInput {
  id: string;
}

export interface AlertsApi {
  /** Shows an alert on top of the stack and returns its id. */
  push: (alert: AlertInput) => string;
  dismiss: (id: string) => void;
  /** Removes every alert, e.g. when the user leaves the page. */
  clear: () => void;
}

type Action = { type: 'push'; alert: AlertEntry } | { type: 'dismiss'; id: string } | { type: 'clear' };

/** Newest first; a pushed id that is already shown moves to the top with its new content. */
export function alertsReducer(alerts: readonly AlertEntry[], action: Action): readonly AlertEntry[] {
  switch (action.type) {
    case 'push':
      return [action.alert, ...alerts.filter((alert) => alert.id !== action.alert.id)];
    case 'dismiss':
      return alerts.filter((alert) => alert.id !== action.id);
    case 'clear':
      return [];
  }
}

const AlertsApiContext = createContext<AlertsApi | null>(null);
const AlertsStateContext = createContext<readonly AlertEntry[] | null>(null);

export interface AlertProviderProps {
  children: ReactNode;
  /** Alerts shown from the start (stories, a message carried over from the previous page). */
  initialAlerts?: readonly AlertEntry[];
}

/**
 * Holds the page's alerts. Put it around the page; put an {@link AlertGroup} where the stack is shown.
 * The api and the list are separate contexts, so components that only push never re-render on a change.
 */
export function AlertProvider({ children, initialAlerts = [] }: AlertProviderProps) {
  const [alerts, dispatch] = useReducer(alertsReducer, initialAlerts);
  const counter = useRef(0);
  const api = useMemo<AlertsApi>(
    () => ({
      push: (alert) => {
        counter.current += 1;
        const id = alert.id ?? `epp-alert-${counter.current}`;
        dispatch({ type: 'push', alert: { ...alert, id } });
        return id;
      },
      dismiss: (id) => dispatch({ type: 'dismiss', id }),
      clear: () => dispatch({ type: 'clear' }),
    }),
    [],
  );
  return (
    <AlertsApiContext.Provider value={api}>
      <AlertsStateContext.Provider value={alerts}>{children}</AlertsStateContext.Provider>
    </AlertsApiContext.Provider>
  );
}

/** Push and dismiss alerts from anywhere below an {@link AlertProvider}. */
export function useAlerts(): AlertsApi {
  const api = useContext(AlertsApiContext);
  if (!api) throw new Error('useAlerts() needs an <AlertProvider> above it.');
  return api;
}

/** The alerts currently shown, newest first. */
export function useAlertList(): readonly AlertEntry[] {
  const alerts = useContext(AlertsStateContext);
  if (!alerts) throw new Error('useAlertList() needs an <AlertProvider> above it.');
  return alerts;
}
