import { useRowDialogs } from './use-row-dialogs';

/**
 * A row action that asks first (a ConfirmDialog open while `subject` is set): `ask(row, from)` opens it for a
 * row, `confirm` (the dialog's onConfirm) runs the action on that row, `close` (its onOpenChange(false)) ends it
 * and gives the focus back to the control it was asked from (the row's button or menu), when that is still
 * there. The one-dialog case of useRowDialogs.
 */
export function useRowConfirmation<Row>(run: (row: Row) => Promise<void>) {
  const dialogs = useRowDialogs<{ confirm: Row }>();
  const subject = dialogs.subjectOf('confirm');
  return {
    /** The row whose action is being confirmed; null while the dialog is closed. */
    subject,
    ask: (row: Row, from?: Element | null) => dialogs.open('confirm', row, from),
    close: dialogs.close,
    confirm: async () => {
      if (subject !== null) await run(subject);
    },
  };
}
