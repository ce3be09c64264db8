import { useLayoutEffect, useRef } from 'react';
import { styled } from 'styled-components';
import { Alert } from '../alert';
import { alertGroup } from './alert-group.styles';
import { useAlertList, useAlerts } from './alerts-context';

const Stack = styled.div`
  ${alertGroup}
`;

/**
 * The page's alert stack, newest first, each dismissible. Every alert announces itself as it appears
 * (role=alert for errors, role=status for the rest). When the focused close button goes away, focus moves
 * to the next alert's close button, or to the stack itself, never lost to the top of the page.
 */
export function AlertGroup() {
  const alerts = useAlertList();
  const { dismiss } = useAlerts();
  const stackRef = useRef<HTMLDivElement>(null);
  const focusAfterDismiss = useRef<string | null>(null);

  const dismissAlert = (id: string) => {
    const index = alerts.findIndex((alert) => alert.id === id);
    const neighbour = alerts[index + 1] ?? alerts[index - 1];
    // Only a keyboard or screen-reader user whose focus was in the stack needs it put back.
    if (stackRef.current?.contains(document.activeElement)) focusAfterDismiss.current = neighbour ? neighbour.id : '';
    dismiss(id);
  };

  useLayoutEffect(() => {
    const target = focusAfterDismiss.current;
    if (target === null) return;
    focusAfterDismiss.current = null;
    const stack = stackRef.current;
    const button = target
      ? stack?.querySelector<HTMLElement>(`[data-alert-id="${CSS.escape(target)}"] [data-alert-dismiss]`)
      : null;
    (button ?? stack)?.focus();
  });

  return (
    <Stack ref={stackRef} tabIndex={-1} data-alert-group="">
      {alerts.map((alert) => (
        <div key={alert.id} data-alert-id={alert.id}>
          <Alert
            tone={alert.tone}
            title={alert.title}
            lines={alert.lines}
            onDismiss={() => dismissAlert(alert.id)}
            {...(alert.onRetry ? { onRetry: alert.onRetry } : {})}
          >
            {alert.body}
          </Alert>
        </div>
      ))}
    </Stack>
  );
}
