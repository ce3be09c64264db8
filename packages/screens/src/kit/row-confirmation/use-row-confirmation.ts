import { useRef, useState } from 'react';

/**
 * The control a row's dialog was opened from (its button or menu): `remember` it, and `restoreFocus` gives it the
 * focus back when the dialog closes, if it is still there.
 */
export function useReturnFocus() {
  const trigger = useRef<Element | null>(null);
  return {
    remember: (from: Element | null) => {
      trigger.current = from;
    },
    restoreFocus: () => {
      const element = trigger.current;
      requestAnimationFrame(() => {
        if (element instanceof HTMLElement && element.isConnected) element.focus();
      });
    },
  };
}

/**
 * A row action that asks first (a ConfirmDialog open while `subject` is set): `ask(row, from)` opens it for a
 * row, `confirm` (the dialog's onConfirm) runs the action on that row, `close` (its onOpenChange(false)) ends it
 * and gives the focus back to the control it was asked from (the row's button or menu), when that is still
 * there. `remember` and `restoreFocus` serve a screen's other dialogs opened from the same row control.
 */
export function useRowConfirmation<Row>(run: (row: Row) => Promise<void>) {
  const [subject, setSubject] = useState<Row | null>(null);
  const { remember, restoreFocus } = useReturnFocus();

  return {
    /** The row whose action is being confirmed; null while the dialog is closed. */
    subject,
    ask: (row: Row, from?: Element | null) => {
      if (from !== undefined) remember(from);
      setSubject(row);
    },
    remember,
    restoreFocus,
    close: () => {
      setSubject(null);
      restoreFocus();
    },
    confirm: async () => {
      if (subject !== null) await run(subject);
    },
  };
}
