import { useEppTranslation } from '@epp/i18n';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { Button } from '../button';
import { Dialog } from '../dialog';
import { Modal, type ModalProps } from '../modal';
import { useSubmitOnce } from '../submit-once';
import { DialogFailure, type DialogFailureProps } from './dialog-failure';

// Under the dialog's content as the content's own parts stand apart (a paragraph's margin collapses into it).
const FailureSpace = styled.div`
  margin-top: ${({ theme }) => theme.space[3]};
`;

/**
 * Runs `run` when the dialog's content goes, i.e. the dialog closed (by any way: its buttons, Escape, a
 * DialogTrigger): a dialog opened again starts without the last failure.
 */
function OnUnmount({ run }: { run: () => void }) {
  const latest = useRef(run);
  latest.current = run;
  useEffect(() => () => latest.current(), []);
  return null;
}

export interface ConfirmDialogProps extends Pick<ModalProps, 'isOpen' | 'defaultOpen' | 'onOpenChange' | 'size'> {
  /** Required: the question or action, e.g. "Kinnita registreerimine". */
  title: ReactNode;
  /** What will happen; may hold a list of possible problems. */
  children: ReactNode;
  /**
   * Runs on confirm. A returned promise keeps the dialog open with the confirm button pending (and nothing
   * able to dismiss it) until it settles: fulfilled closes the dialog; rejected leaves it open, with `failure`
   * of the error said inside it and focused, so the user can retry or cancel.
   */
  onConfirm: () => unknown;
  /** The alert for a rejected `onConfirm`, from its error, e.g. "Kustutamine ebaõnnestus: {error}". */
  failure?: (error: unknown) => DialogFailureProps | null;
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
 * press, Enter or click while the first is pending does nothing. Open it with a `<DialogTrigger>` or `isOpen`;
 * a page's own button that asks first is a `ConfirmButton`, which holds both.
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
  failure,
  ...modalProps
}: ConfirmDialogProps) {
  const { t } = useEppTranslation();
  // The last try's failure; a new try clears it first, so each failure is a new alert that takes the focus.
  const [failed, setFailed] = useState<{ error: unknown } | null>(null);
  // The kit's one double-submit guard: a second press in the same tick is ignored too; a confirm that answers at
  // once (no promise) closes at once, with no pending state.
  const confirm = useSubmitOnce((close: () => void) => {
    setFailed(null);
    const result = onConfirm();
    if (!(result instanceof Promise)) return close();
    // A failure leaves the dialog open and says why in it; the user may retry or cancel.
    return result.then(close, (error: unknown) => setFailed({ error }));
  });
  const isPending = confirm.isPending;
  // null: a rejection with nothing to say (e.g. the caller's own check stopped it and its fields say why).
  const said = failed && failure ? failure(failed.error) : null;

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
        <OnUnmount run={() => setFailed(null)} />
        {said && (
          <FailureSpace>
            <DialogFailure {...said} />
          </FailureSpace>
        )}
      </Dialog>
    </Modal>
  );
}
