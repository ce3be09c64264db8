// The body of a users page, the same for every role that has one (the client's /profile/users, the partner's
// /profile/users): "Lisa kasutaja" for who may add (else a note that the list is view-only), the users table
// whose rows open the user's details, and the add and details modals, all wired through useCompanyUsers.

import type { UsersArea } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { Button, DataTable } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { useMemo, useRef } from 'react';
import { styled } from 'styled-components';
import { actionRow, mutedNote } from '../../kit/screen-layout';
import { AddUserModal } from './add-user-modal';
import { useCompanyUsers } from './use-company-users';
import { UserDetailsModal } from './user-details-modal';
import { userRows, usersColumns } from './users-columns';

const Toolbar = styled.div`
  ${actionRow}
  justify-content: space-between;
  align-items: center;
`;
const Note = styled.p`
  ${mutedNote}
`;

export function CompanyUsersPanel({ area }: { area: UsersArea }) {
  const { t } = useEppTranslation();
  const { failureText } = useErrorText();
  const addButton = useRef<HTMLButtonElement>(null);
  // The removed user's row, whose dialog would give focus back to it, is gone: focus "Lisa kasutaja" instead, after
  // the dialog's own focus restoring (a frame after it closes).
  const company = useCompanyUsers(area, () =>
    requestAnimationFrame(() => requestAnimationFrame(() => addButton.current?.focus())),
  );
  const { users, rights } = company;
  const rows = useMemo(() => userRows(users.data ?? []), [users.data]);

  return (
    <>
      <Toolbar>
        {rights.mayAdd ? (
          <Button ref={addButton} variant="primary" onPress={company.openAdd}>
            {t('screens.client.profileUsers.add.open')}
          </Button>
        ) : (
          <Note>{t('screens.client.profileUsers.viewOnly')}</Note>
        )}
      </Toolbar>
      <DataTable
        caption={t('screens.client.profileUsers.caption')}
        isCaptionHidden
        data={rows}
        columns={usersColumns}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.name}
        defaultSort={{ id: 'name', desc: false }}
        isLoading={users.isPending}
        error={users.error ? failureText('screens.client.profileUsers.loadError', users.error) : undefined}
        onRetry={() => void users.refetch()}
        emptyText={t('screens.client.profileUsers.empty')}
        onRowAction={(row) => company.show(row.user)}
      />
      <AddUserModal
        isOpen={company.isAdding}
        onClose={company.closeAdd}
        onSubmit={company.add}
        showRole={rights.mayChooseRole}
      />
      <UserDetailsModal
        user={company.shown}
        rights={rights}
        isOwn={company.isShownOwn}
        onClose={company.closeDetails}
        onSave={company.save}
        onRemove={company.remove}
      />
    </>
  );
}
