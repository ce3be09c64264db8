import { useEppTranslation } from '@epp/i18n';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button } from '../button/button';
import { IconButton } from '../icon-button';
import type { IconComponent } from '../icons/create-icon';
import { CheckIcon, CloseIcon, ErrorIcon, InfoIcon, WarningIcon } from '../icons/mark-icons';
import { VisuallyHidden } from '../visually-hidden';
import {
  type AlertTone,
  alertBody,
  alertContent,
  alertIcon,
  alertLines,
  alertRetry,
  alertRoot,
  alertTitle,
} from './alert.styles';

export interface AlertProps {
  tone: AlertTone;
  /** The message itself, e.g. "Müügiaruande lisamine ebaõnnestus:". */
  title: ReactNode;
  /** Further explanation under the title. */
  children?: ReactNode;
  /** One entry per line, e.g. per failed row: "4740000000000 - EAN on juba registreeritud". */
  lines?: readonly ReactNode[];
  /** Shows a labelled close button; called when it is pressed. */
  onDismiss?: () => void;
  /** Shows "Proovi uuesti" under the message (a failed load); called when it is pressed. */
  onRetry?: () => void;
  /**
   * How the alert is announced when it appears: errors interrupt (role=alert), everything else waits
   * (role=status). `none` for an alert that is part of the page from the start and need not be announced.
   */
  role?: 'alert' | 'status' | 'none';
}

const toneIcons: Record<AlertTone, IconComponent> = {
  success: CheckIcon,
  info: InfoIcon,
  warning: WarningIcon,
  error: ErrorIcon,
};

const Root = styled.div<{ $tone: AlertTone }>`
  ${alertRoot}
`;

const Icon = styled.span<{ $tone: AlertTone }>`
  ${alertIcon}
`;

const Content = styled.div`
  ${alertContent}
`;

const Title = styled.p`
  ${alertTitle}
`;

const Body = styled.div`
  ${alertBody}
`;

const Lines = styled.ul`
  ${alertLines}
`;

const Retry = styled.div`
  ${alertRetry}
`;

export function defaultAlertRole(tone: AlertTone): 'alert' | 'status' {
  return tone === 'error' ? 'alert' : 'status';
}

/** A message about the page or the last action, in one of four tones; the tone is also said in words. */
export function Alert({ tone, title, children, lines, onDismiss, onRetry, role = defaultAlertRole(tone) }: AlertProps) {
  const { t } = useEppTranslation();
  const ToneIcon = toneIcons[tone];
  return (
    <Root $tone={tone} role={role === 'none' ? undefined : role} data-tone={tone} data-alert-tone={tone}>
      <Icon $tone={tone}>
        <ToneIcon />
      </Icon>
      <Content>
        <Title>
          {/* Colour and icon are not enough: a screen reader hears "Viga: …". */}
          <VisuallyHidden>{`${t(`ui.alert.tone.${tone}`)} `}</VisuallyHidden>
          {title}
        </Title>
        {children && <Body>{children}</Body>}
        {lines && lines.length > 0 && (
          <Lines>
            {lines.map((line, index) => (
              // Lines are plain texts that may repeat; their order never changes while shown.
              // biome-ignore lint/suspicious/noArrayIndexKey: static list
              <li key={index}>{line}</li>
            ))}
          </Lines>
        )}
        {onRetry && (
          <Retry>
            <Button variant="secondary" size="sm" onPress={onRetry}>
              {t('common.actions.retry')}
            </Button>
          </Retry>
        )}
      </Content>
      {onDismiss && (
        <IconButton size="sm" aria-label={t('ui.alert.dismiss')} onPress={onDismiss} data-alert-dismiss="">
          <CloseIcon />
        </IconButton>
      )}
    </Root>
  );
}
