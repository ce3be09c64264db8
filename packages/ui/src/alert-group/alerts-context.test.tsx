// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type AlertEntry,
  AlertProvider,
  type AlertsApi,
  alertsReducer,
  useAlertList,
  useAlerts,
} from './alerts-context';

const error: AlertEntry = { id: 'a', tone: 'error', title: 'Müügiaruannete laadimine ebaõnnestus: 500' };
const success: AlertEntry = { id: 'b', tone: 'success', title: 'Müügiaruande lisamine failist õnnestus.' };

describe('alertsReducer', () => {
  it('puts the newest alert first', () => {
    const state = alertsReducer(alertsReducer([], { type: 'push', alert: error }), { type: 'push', alert: success });
    expect(state.map((alert) => alert.id)).toEqual(['b', 'a']);
  });

  it('replaces an alert pushed again with the same id and moves it to the top', () => {
    const again = { ...error, title: 'Müügiaruannete laadimine ebaõnnestus: 503' };
    const state = alertsReducer([success, error], { type: 'push', alert: again });
    expect(state).toEqual([again, success]);
  });

  it('dismisses one alert by id and clears all', () => {
    expect(alertsReducer([success, error], { type: 'dismiss', id: 'b' })).toEqual([error]);
    expect(alertsReducer([success, error], { type: 'clear' })).toEqual([]);
  });
});

describe('AlertProvider', () => {
  function Probe({ onApi }: { onApi: (api: AlertsApi) => void }) {
    onApi(useAlerts());
    const alerts = useAlertList();
    return (
      <ul>
        {alerts.map((alert) => (
          <li key={alert.id}>{alert.title}</li>
        ))}
      </ul>
    );
  }

  it('gives every push its own id unless one is given, and the api stays the same object', () => {
    const apis: AlertsApi[] = [];
    render(
      <AlertProvider>
        <Probe onApi={(api) => apis.push(api)} />
      </AlertProvider>,
    );
    const api = apis[0] as AlertsApi;
    let first = '';
    let second = '';
    act(() => {
      first = api.push({ tone: 'info', title: 'Üks' });
      second = api.push({ tone: 'info', title: 'Kaks' });
    });
    expect(first).not.toEqual(second);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Kaks', 'Üks']);
    act(() => api.dismiss(second));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Üks']);
    expect(new Set(apis).size).toBe(1);
  });

  it('says clearly when a provider is missing', () => {
    function Orphan() {
      useAlerts();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow('<AlertProvider>');
  });
});
