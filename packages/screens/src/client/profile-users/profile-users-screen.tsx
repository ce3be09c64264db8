import { useEppTranslation } from '@epp/i18n';
import { Button, DataTable } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { useMemo, useRef } from 'react';
import { styled } from 'styled-components';
import { actionRow, createScreen, mutedNote, ScreenLayout, useRouteTitle } from '../../kit';
import { CLIENT_PROFILE_TABS } from '../../profile/profile-tabs';
import { AddUserModal, UserDetailsModal, useCompanyUsers, userRows, usersColumns } from '../../profile/users';
import { routes } from '../../routes/route-table';

/** The page takes no props: the users are the active company's, the rights the current user's. */
export type ProfileUsersScreenProps = Record<never, never>;

const Toolbar = styled.div`
  ${actionRow}
  justify-content: space-between;
  align-items: center;
`;
const Note = styled.p`
  ${mutedNote}
`;

/**
 * /profile/users (spec §2 "Profile" users tab, §6): the company's users; a row opens the user's details. A
 * client admin adds users ("Lisa kasutaja": 208 and 226 answers said as §8 says), changes their details, role
 * and confirmation, and removes them; a plain user views them only.
 */
export const ProfileUsersScreen = createScreen<ProfileUsersScreenProps>('ProfileUsersScreen', ProfileUsers);

function ProfileUsers() {
  const { t } = useEppTranslation();
  const { failureText } = useErrorText();
  const addButton = useRef<HTMLButtonElement>(null);
  // The removed user's row, whose dialog would give focus back to it, is gone: focus "Lisa kasutaja" instead, after
  // the dialog's own focus restoring (a frame after it closes).
  const company = useCompanyUsers('client', () =>
    requestAnimationFrame(() => requestAnimationFrame(() => addButton.current?.focus())),
  );
  const { users, rights } = company;
  const rows = useMemo(() => userRows(users.data ?? []), [users.data]);

  return (
    <ScreenLayout title={useRouteTitle(routes.client.profileUsers)} tabs={CLIENT_PROFILE_TABS}>
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
    </ScreenLayout>
  );
}
