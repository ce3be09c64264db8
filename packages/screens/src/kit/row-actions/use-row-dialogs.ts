import { useState } from 'react';
import { useReturnFocus } from './use-return-focus';

type Open<Dialogs> = { [Name in keyof Dialogs]: { name: Name; subject: Dialogs[Name] } }[keyof Dialogs];

/**
 * The dialogs a list's rows open (react-aria's DialogTrigger, for triggers that live in table cells): one open at
 * a time, with its subject (the row, or what the row asks for), and the focus given back on close to the control
 * it was opened from — the row's menu (`onTrigger`, the RowActionMenu's cell context calls it) or the button
 * passed to `open`. `Dialogs` names each dialog's subject, e.g. `{ import: ImportRequest; delete: SalesListRow }`.
 */
export function useRowDialogs<Dialogs extends Record<string, unknown>>() {
  const [open, setOpen] = useState<Open<Dialogs> | null>(null);
  const { remember, restoreFocus } = useReturnFocus();
  return {
    /** A row's control opened its menu: the control a dialog chosen from it returns the focus to. */
    onTrigger: remember,
    /** Opens `name` for `subject`; `from`, when given, is the control that gets the focus back. */
    open: <Name extends keyof Dialogs>(name: Name, subject: Dialogs[Name], from?: Element | null) => {
      if (from !== undefined) remember(from);
      setOpen({ name, subject } as Open<Dialogs>);
    },
    /** The subject of `name` while it is open, else null: the dialog's `isOpen` and content. */
    subjectOf: <Name extends keyof Dialogs>(name: Name): Dialogs[Name] | null =>
      open !== null && open.name === name ? (open.subject as Dialogs[Name]) : null,
    /** Closes the open dialog and gives the focus back to its trigger, when that is still on the page. */
    close: () => {
      setOpen(null);
      restoreFocus();
    },
  };
}
