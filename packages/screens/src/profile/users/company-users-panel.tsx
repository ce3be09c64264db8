// The body of a users page, one for every role that has one: the client's and the partner's /profile/users, and
// the operator's client users, partners and EPP users. "Lisa kasutaja" for who may add (else a note that the
// list is view-only), the users table and the add modal, all wired through useCompanyUsers; the area decides the
// calls and the actions. A member's rows open the user's details (edit and remove inside); the operator's rows
// have a menu (edit data, send new password, remove user) — operator spec §2 "User tables".
import { useCurrentUser } from '@epp/api/hooks';
import { isOperatorUsersArea } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { Button, ConfirmDialog, DataTable, type DataTableColumn } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { useMemo, useRef } from 'react';
import { styled } from 'styled-components';
import { actionRow, mutedNote } from '../../kit/screen-layout';
import { AddUserModal } from './add-user-modal';
import { useCompanyUsers } from './use-company-users';
import { useUserRowActions } from './use-user-row-actions';
import { UserDetailsModal } from './user-details-modal';
import { operatorUsersColumns, type UserRow, userRows, usersColumns } from './users-columns';
import type { UsersTarget } from './users-target';

const Toolbar = styled.div`
  ${actionRow}
  justify-content: space-between;
  align-items: center;
`;
const Note = styled.p`
  ${mutedNote}
`;

const K = 'screens.client.profileUsers';

export type CompanyUsersPanelProps = UsersTarget;

export function CompanyUsersPanel(target: CompanyUsersPanelProps) {
  const { t } = useEppTranslation();
  const { failureText } = useErrorText();
  const addButton = useRef<HTMLButtonElement>(null);
  const currentUser = useCurrentUser();
  const me = currentUser.data;
  // The removed user's row, whose dialog would give focus back to it, is gone: focus "Lisa kasutaja" instead, after
  // the dialog's own focus restoring (a frame after it closes).
  const company = useCompanyUsers(target, () =>
    requestAnimationFrame(() => requestAnimationFrame(() => addButton.current?.focus())),
  );
  const { users, rights } = company;
  const rows = useMemo(() => userRows(users.data ?? []), [users.data]);
  // The actions follow the signed-in user's rights: while those cannot be read, the list says so with a retry
  // (in the portal the shell's gate reads the user first; a screen drawn alone reads it here).
  const loadError = users.error ?? currentUser.error;
  const retry = () => {
    if (users.error) void users.refetch();
    if (currentUser.error) void currentUser.refetch();
  };
  const isOperator = isOperatorUsersArea(target.area);
  const menu = useUserRowActions({ rights, me, sendPassword: company.sendPassword });
  const removing = menu.removing;
  const columns: readonly DataTableColumn<UserRow>[] = isOperator ? operatorUsersColumns : usersColumns;
  // The operator's rows have a menu; a member's row opens the details.
  const rowAction = isOperator
    ? { cellContext: menu.cellContext }
    : { onRowAction: (row: UserRow) => company.show(row.user) };

  return (
    <>
      <Toolbar>
        {rights.mayAdd ? (
          <Button ref={addButton} variant="primary" onPress={company.openAdd}>
            {t(`${K}.add.open`)}
          </Button>
        ) : (
          <Note>{t(`${K}.viewOnly`)}</Note>
        )}
      </Toolbar>
      <DataTable
        caption={
          isOperatorUsersArea(target.area) ? t(`screens.operator.users.captions.${target.area}`) : t(`${K}.caption`)
        }
        isCaptionHidden
        data={rows}
        columns={columns}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.name}
        defaultSort={{ id: 'name', desc: false }}
        isLoading={users.isPending}
        error={loadError ? failureText(`${K}.loadError`, loadError) : undefined}
        onRetry={retry}
        emptyText={t(`${K}.empty`)}
        {...rowAction}
      />
      <AddUserModal
        isOpen={company.isAdding}
        onClose={company.closeAdd}
        onSubmit={company.add}
        showRole={rights.mayChooseRole}
      />
      {isOperator ? (
        <>
          <UserDetailsModal
            user={menu.editing}
            rights={{ ...rights, mayRemove: false }}
            isOwn={menu.editing !== null && company.isOwn(menu.editing)}
            onClose={menu.close}
            onSave={async (user, values) => {
              await company.save(user, values);
              menu.close();
            }}
            onRemove={company.remove}
          />
          <ConfirmDialog
            isOpen={removing !== null}
            onOpenChange={(isOpen) => !isOpen && menu.close()}
            variant="danger"
            title={t(`${K}.remove.title`)}
            confirmLabel={t(`${K}.remove.confirm`)}
            onConfirm={() => (removing === null ? undefined : company.remove(removing))}
            failure={(error) => ({ title: failureText(`${K}.details.removeFailed`, error) })}
          >
            {removing && (
              <p>{t('screens.operator.users.removeQuestion', { name: `${removing.name} ${removing.last_name}` })}</p>
            )}
          </ConfirmDialog>
        </>
      ) : (
        <UserDetailsModal
          user={company.shown}
          rights={rights}
          isOwn={company.isShownOwn}
          onClose={company.closeDetails}
          onSave={company.save}
          onRemove={company.remove}
        />
      )}
    </>
  );
}
