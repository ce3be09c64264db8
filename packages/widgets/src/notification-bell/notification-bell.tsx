import type { NotificationItem } from '@epp/api';
import { BELL_NOTIFICATION_COUNT, formatDisplayDateTime, unseenBadgeLabel } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { Alert, announce, Badge, BellIcon, Button, IconButton, Link, Spinner } from '@epp/ui';
import { useId, useState } from 'react';
import { Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { styled } from 'styled-components';
import { useErrorText } from '../error-text';
import * as styles from './notification-bell.styles';

export interface NotificationBellProps {
  /** The loaded notifications, in any order: the 3 newest show. */
  notifications: readonly NotificationItem[];
  /** How many are unseen (the badge: nothing at 0, "99+" above 99). */
  unseenCount: number;
  /** Marks one read (offered for unseen ones). */
  onMarkRead: (notification: NotificationItem) => unknown;
  /** The notifications page. */
  allHref: string;
  /** Opens the popover at first (for stories). */
  defaultOpen?: boolean;
  /** The notifications are being loaded: the popover says so instead of "none". */
  isLoading?: boolean;
  /** Loading failed: the popover shows the error instead of the list. */
  loadError?: unknown;
  /** Loads the notifications again: a retry under the load error. */
  onRetry?: () => void;
}

const Trigger = styled.span`
  ${styles.trigger}
`;
const Count = styled.span`
  ${styles.count}
`;
const Panel = styled(Popover)`
  ${styles.popover}
`;
const PanelDialog = styled(Dialog)`
  ${styles.dialog}
`;
const Title = styled(Heading)`
  ${styles.heading}
`;
const List = styled.ul`
  ${styles.list}
`;
const Item = styled.li`
  ${styles.item}
`;
const Message = styled.p`
  ${styles.message}
`;
const Meta = styled.div`
  ${styles.meta}
`;
const Empty = styled.p`
  ${styles.empty}
`;

/** The 3 newest notifications, newest first. */
export function newestNotifications(notifications: readonly NotificationItem[]): NotificationItem[] {
  return [...notifications].sort((a, b) => b.created_at.localeCompare(a.created_at)).slice(0, BELL_NOTIFICATION_COUNT);
}

/**
 * The header's bell (clients only): its badge counts the unseen notifications ("99+" above 99); pressed, a
 * popover lists the 3 newest with a "mark as read" button on each unseen one and a link to all of them.
 */
export function NotificationBell({
  notifications,
  unseenCount,
  onMarkRead,
  allHref,
  defaultOpen,
  isLoading = false,
  loadError,
  onRetry,
}: NotificationBellProps) {
  const { t } = useEppTranslation();
  const headingId = useId();
  const [markFailure, setMarkFailure] = useState<unknown>(null);
  const { errorText, failureText } = useErrorText();

  const markRead = async (notification: NotificationItem) => {
    setMarkFailure(null);
    try {
      await onMarkRead(notification);
      announce(t('widgets.notificationBell.markedRead'));
    } catch (error) {
      setMarkFailure(error ?? new Error('failed'));
    }
  };
  const badge = unseenBadgeLabel(unseenCount);
  const newest = newestNotifications(notifications);
  return (
    <DialogTrigger defaultOpen={defaultOpen}>
      <Trigger>
        <IconButton
          aria-label={
            badge === null
              ? t('widgets.notificationBell.label')
              : t('widgets.notificationBell.labelWithCount', { count: badge })
          }
        >
          <BellIcon />
        </IconButton>
        {badge !== null && <Count aria-hidden="true">{badge}</Count>}
      </Trigger>
      <Panel placement="bottom end">
        <PanelDialog aria-labelledby={headingId}>
          <Title id={headingId} level={2}>
            {t('widgets.notificationBell.heading')}
          </Title>
          {markFailure !== null && (
            <Alert tone="error" title={failureText('widgets.notificationBell.markReadError', markFailure)} />
          )}
          {isLoading ? (
            <Spinner size="sm" showLabel label={t('widgets.notificationBell.loading')} />
          ) : loadError ? (
            <Alert tone="error" title={t('widgets.notificationBell.loadError')} {...(onRetry ? { onRetry } : {})}>
              {errorText(loadError)}
            </Alert>
          ) : newest.length === 0 ? (
            <Empty>{t('widgets.notificationBell.empty')}</Empty>
          ) : (
            <List>
              {newest.map((notification) => (
                <Item key={notification.id} data-unseen={notification.is_seen ? undefined : ''}>
                  <Message>{notification.message}</Message>
                  <Meta>
                    <span>{formatDisplayDateTime(new Date(notification.created_at))}</span>
                    {!notification.is_seen && (
                      <>
                        <Badge tone="info">{t('widgets.notificationBell.unread')}</Badge>
                        <Button size="sm" variant="ghost" onPress={() => markRead(notification)}>
                          {t('widgets.notificationBell.markRead')}
                        </Button>
                      </>
                    )}
                  </Meta>
                </Item>
              ))}
            </List>
          )}
          <Link href={allHref} variant="standalone">
            {t('widgets.notificationBell.all')}
          </Link>
        </PanelDialog>
      </Panel>
    </DialogTrigger>
  );
}
