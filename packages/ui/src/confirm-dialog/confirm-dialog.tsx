import { useEppTranslation } from '@epp/i18n';
import type { ReactNode } from 'react';
import { Button } from '../button';
import { Dialog } from '../dialog';
import { Modal, type ModalProps } from '../modal';
import { useSubmitOnce } from '../submit-once';

export interface ConfirmDialogProps extends Pick<ModalProps, 'isOpen' | 'defaultOpen' | 'onOpenChange' | 'size'> {
  /** Required: the question or action, e.g. "Kinnita registreerimine". */
  title: ReactNode;
  /** What will happen; may hold a list of possible problems. */
  children: ReactNode;
  /**
   * Runs on confirm. A returned promise keeps the dialog open with the confirm button pending (and nothing
   * able to dismiss it) until it settles: fulfilled closes the dialog, rejected leaves it open so the user
   * can retry or cancel; the caller reports the error (e.g. with useAlerts).
   */
  onConfirm: () => unknown;
  onCancel?: () => void;
  /** danger: a red confirm button for destructive actions (delete, terminate). */
  variant?: 'default' | 'danger';
  /** Defaults to "Kinnita". */
  confirmLabel?: string;
  /** Defaults to "Tühista". */
  cancelLabel?: string;
}

/**
 * Asks before an action: confirm and cancel (the spec's "Kinnita" / "Tühista"). Confirm fires once: a second
 * press, Enter or click while the first is pending does nothing. Open it with a `<DialogTrigger>` or `isOpen`.
 */
export function ConfirmDialog({
  title,
  children,
  onConfirm,
  onCancel,
  variant = 'default',
  confirmLabel,
  cancelLabel,
  size = 'sm',
  ...modalProps
}: ConfirmDialogProps) {
  const { t } = useEppTranslation();
  // The kit's one double-submit guard: a second press in the same tick is ignored too; a confirm that answers at
  // once (no promise) closes at once, with no pending state.
  const confirm = useSubmitOnce((close: () => void) => {
    const result = onConfirm();
    if (!(result instanceof Promise)) return close();
    // A failure leaves the dialog open: the caller has reported it; the user may retry or cancel.
    return result.then(close, () => undefined);
  });
  const isPending = confirm.isPending;

  return (
    <Modal {...modalProps} size={size} isStatic={isPending}>
      <Dialog
        role="alertdialog"
        title={title}
        hideCloseButton
        actions={(close) => (
          <>
            <Button
              variant="secondary"
              isDisabled={isPending}
              // A destructive action starts on Cancel, so a hasty Enter does not delete anything.
              autoFocus={variant === 'danger'}
              onPress={() => {
                onCancel?.();
                close();
              }}
            >
              {cancelLabel ?? t('ui.confirmDialog.cancel')}
            </Button>
            <Button
              variant={variant === 'danger' ? 'danger' : 'primary'}
              isPending={isPending}
              onPress={() => void confirm.run(close)}
              autoFocus={variant !== 'danger'}
            >
              {confirmLabel ?? t('ui.confirmDialog.confirm')}
            </Button>
          </>
        )}
      >
        {children}
      </Dialog>
    </Modal>
  );
}
