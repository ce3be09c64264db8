import { ActionMenu, ActionMenuItem } from '@epp/ui';

/**
 * The DataTable's `cellContext` of a list with row menus: what a row offers and does, as the role's screen decides,
 * and `onTrigger` (useRowDialogs' own), so a dialog chosen from a row's menu gives the focus back to that menu.
 */
export interface RowActionsCellContext<Row, Action extends string> {
  actionsOf: (row: Row) => readonly Action[];
  onAction: (row: Row, action: Action) => void;
  /** A row's menu was opened: the control a dialog opened from it returns the focus to. */
  onTrigger: (element: Element | null) => void;
}

export interface RowActionMenuProps<Row, Action extends string> {
  row: Row;
  context: RowActionsCellContext<Row, Action>;
  /** The menu button's name with the row in it ("Tegevused: 2025-03"), so the rows' menus can be told apart. */
  'aria-label': string;
  /** An action's text. */
  textOf: (action: Action) => string;
  /** A destructive action (delete), shown in red. */
  isDanger?: (action: Action) => boolean;
}

/** A row's action menu (react-aria MenuTrigger): the row's actions, each run by the screen's `onAction`. */
export function RowActionMenu<Row, Action extends string>({
  row,
  context,
  'aria-label': label,
  textOf,
  isDanger,
}: RowActionMenuProps<Row, Action>) {
  return (
    <ActionMenu
      aria-label={label}
      onOpenChange={(isOpen) => {
        // The menu's button has the focus as it opens: the place a dialog chosen from the menu comes back to.
        if (isOpen) context.onTrigger(document.activeElement);
      }}
    >
      {context.actionsOf(row).map((action) => (
        <ActionMenuItem
          key={action}
          id={action}
          isDanger={isDanger?.(action) ?? false}
          onAction={() => context.onAction(row, action)}
        >
          {textOf(action)}
        </ActionMenuItem>
      ))}
    </ActionMenu>
  );
}
