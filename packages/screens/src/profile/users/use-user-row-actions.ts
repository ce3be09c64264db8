// The operator's row menu of a users table (operator spec §2 "User tables": edit data, send new password, remove
// user): edit opens the details form, remove asks first (the kit's ConfirmDialog, Cancel focused), a new password
// is sent at once. The menu gets the focus back when a dialog closes (useRowDialogs).
import type { CompanyUser } from '@epp/api/schemas';
import { isOwnMembership, type UserRights } from '@epp/core';
import { useRowDialogs } from '../../kit';
import type { UserRow, UserRowAction, UsersCellContext } from './users-columns';

interface RowActionsOptions {
  rights: UserRights;
  /** The signed-in user: nobody removes themselves. */
  me: Parameters<typeof isOwnMembership>[0];
  sendPassword: (user: CompanyUser) => void;
}

export function useUserRowActions({ rights, me, sendPassword }: RowActionsOptions) {
  const dialogs = useRowDialogs<{ edit: CompanyUser; remove: CompanyUser }>();
  const actionsOf = (row: UserRow): UserRowAction[] => [
    ...(rights.mayEdit ? (['edit'] as const) : []),
    ...(rights.maySendPassword ? (['send-password'] as const) : []),
    ...(rights.mayRemove && !isOwnMembership(me, row.user.id) ? (['remove'] as const) : []),
  ];
  const cellContext: UsersCellContext = {
    actionsOf,
    onAction: (row, action) => {
      if (action === 'send-password') sendPassword(row.user);
      else dialogs.open(action, row.user);
    },
    onTrigger: dialogs.onTrigger,
  };
  return {
    cellContext,
    /** The user whose details are being edited. */
    editing: dialogs.subjectOf('edit'),
    /** The user whose removal is being confirmed. */
    removing: dialogs.subjectOf('remove'),
    close: dialogs.close,
  };
}
