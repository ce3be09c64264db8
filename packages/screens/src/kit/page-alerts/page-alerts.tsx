import { type Message, useMessageText } from '@epp/i18n';
import { type AlertTone, useAlerts } from '@epp/ui';
import { type ReactNode, useMemo } from 'react';

/** A text drawn in the current language: an alert keeps the message, not the string, so it re-translates. */
export function MessageText({ message }: { message: Message | string }) {
  const text = useMessageText();
  return <>{typeof message === 'string' ? message : text(message)}</>;
}

export interface PageAlert {
  tone: AlertTone;
  title: Message;
  /** One entry per line, e.g. per failed EAN; a string is shown as it is (an EAN, a server's code). */
  lines?: readonly (Message | string)[];
  /** Under the title: a link onwards ("Maksa arve"), a longer explanation. */
  body?: ReactNode;
  /** A failed load's retry: "Proovi uuesti" under the message. */
  onRetry?: () => void;
  /** The same id replaces the alert instead of stacking a copy (the same failure again after a retry). */
  id?: string;
}

export interface PageAlerts {
  show: (alert: PageAlert) => string;
  error: (title: Message, options?: Omit<PageAlert, 'tone' | 'title'>) => string;
  success: (title: Message, options?: Omit<PageAlert, 'tone' | 'title'>) => string;
  dismiss: (id: string) => void;
  clear: () => void;
}

/**
 * The page's alerts, on the @epp/ui AlertProvider that every kit screen has around it (see `createScreen`)
 * and the AlertGroup that `ScreenLayout` draws under the title: newest first, dismissible, announced.
 */
export function usePageAlerts(): PageAlerts {
  const alerts = useAlerts();
  return useMemo(() => {
    const show = ({ tone, title, lines, body, onRetry, id }: PageAlert) =>
      alerts.push({
        tone,
        title: <MessageText message={title} />,
        ...(lines
          ? {
              lines: lines.map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: an alert's lines never change order while shown
                <MessageText key={index} message={line} />
              )),
            }
          : {}),
        ...(body === undefined ? {} : { body }),
        ...(onRetry === undefined ? {} : { onRetry }),
        ...(id === undefined ? {} : { id }),
      });
    return {
      show,
      error: (title, options) => show({ ...options, tone: 'error', title }),
      success: (title, options) => show({ ...options, tone: 'success', title }),
      dismiss: alerts.dismiss,
      clear: alerts.clear,
    };
  }, [alerts]);
}
