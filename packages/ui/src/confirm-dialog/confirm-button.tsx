import { useState } from 'react';
import { Button, type ButtonProps } from '../button';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

export interface ConfirmButtonProps
  extends Omit<ConfirmDialogProps, 'isOpen' | 'defaultOpen' | 'onOpenChange' | 'confirmLabel'> {
  /** The button's text, and the dialog's confirm button's unless `confirmLabel` says otherwise. */
  label: string;
  /** Defaults to `label`: the spec's dialogs mostly confirm with the action's own word ("Kustuta", "Esita"). */
  confirmLabel?: string;
  /** The button's look; defaults to danger for a danger dialog, else the kit's primary. */
  buttonVariant?: ButtonProps['variant'];
  /** The action is running (e.g. its mutation is pending from elsewhere): the button shows it and ignores presses. */
  isPending?: boolean;
  isDisabled?: boolean;
}

/**
 * A button that asks before its action: the page's one way to put a confirmed action (delete, submit, terminate)
 * beside other buttons. The dialog is the kit's ConfirmDialog (fires once, says a failure inside itself, Cancel
 * focused for a destructive action); closing it returns the focus to the button.
 */
export function ConfirmButton({
  label,
  confirmLabel,
  buttonVariant,
  isPending,
  isDisabled,
  variant,
  ...dialog
}: ConfirmButtonProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button
        variant={buttonVariant ?? (variant === 'danger' ? 'danger' : 'primary')}
        isPending={isPending}
        isDisabled={isDisabled}
        onPress={() => setOpen(true)}
      >
        {label}
      </Button>
      <ConfirmDialog
        {...dialog}
        variant={variant}
        confirmLabel={confirmLabel ?? label}
        isOpen={isOpen}
        onOpenChange={setOpen}
      />
    </>
  );
}
