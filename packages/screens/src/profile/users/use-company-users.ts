// The company users wired to @epp/api (GET users/, POST profile/add-user/, PUT users/, DELETE users/{id}/)
// and the page alerts: what the add answered (added, 208 "already connected", 226 the returned code), a saved
// or removed user. Each change refetches the list (the hooks' invalidations), so an added user shows as a row.
import { useAddUser, useCurrentUser, useDeleteUser, useUpdateUser, useUsers } from '@epp/api/hooks';
import type { CompanyUser } from '@epp/api/schemas';
import { activeClientOf, companyUserRights, isOwnMembership, type UsersArea } from '@epp/core';
import { message } from '@epp/i18n';
import { useState } from 'react';
import { usePageAlerts } from '../../kit';
import { addUserOutcome } from './add-user-outcome';
import { addUserBody, type UserFormValues, type UserOrganisation, updateUserBody } from './user-form-values';

const fullName = (first: string, last: string) => `${first.trim()} ${last.trim()}`;

/**
 * `onRemoved` runs once a removed user's row is gone (with the dialog that was opened from it): the screen moves
 * focus to a control that is still there.
 */
export function useCompanyUsers(area: UsersArea, onRemoved?: () => void) {
  const alerts = usePageAlerts();
  const currentUser = useCurrentUser();
  const users = useUsers();
  const addUser = useAddUser();
  const updateUser = useUpdateUser();
  const deleteUser = useDeleteUser();
  const [isAdding, setAdding] = useState(false);
  const [shownId, setShownId] = useState<number | null>(null);
  const me = currentUser.data;
  const organisation: UserOrganisation =
    area === 'partner'
      ? { kind: 'partner' }
      : { kind: 'client', clientId: me ? (activeClientOf(me)?.id ?? null) : null };

  const add = async (values: UserFormValues) => {
    const answer = await addUser.mutateAsync({ body: addUserBody(values, organisation) });
    const outcome = addUserOutcome(answer, values.email.trim());
    setAdding(false);
    if (outcome.kind === 'alreadyLinked')
      alerts.show({ tone: 'info', title: message('errors.addUser.alreadyConnected') });
    else if (outcome.kind === 'codeReturned') {
      alerts.show({
        tone: 'info',
        title: message('screens.client.profileUsers.add.codeReturned', { code: outcome.code, email: outcome.email }),
      });
    } else {
      alerts.success(
        message('screens.client.profileUsers.add.added', { name: fullName(values.firstName, values.lastName) }),
      );
    }
  };

  const save = async (user: CompanyUser, values: UserFormValues) => {
    await updateUser.mutateAsync({ body: updateUserBody(user, values) });
    setShownId(null);
    alerts.success(
      message('screens.client.profileUsers.details.saved', { name: fullName(values.firstName, values.lastName) }),
    );
  };

  const remove = async (user: CompanyUser) => {
    await deleteUser.mutateAsync({ params: { userId: user.id } });
    setShownId(null);
    onRemoved?.();
    // The partner's removal says what operator spec §8 gives ('Kasutaja eemaldatud.'); the client's names the user.
    alerts.success(
      area === 'partner'
        ? message('screens.partner.partnerUsers.removed')
        : message('screens.client.profileUsers.remove.done', { name: fullName(user.name, user.last_name) }),
    );
  };

  const shown = users.data?.find((user) => user.id === shownId) ?? null;
  return {
    users,
    rights: companyUserRights(me, area),
    isAdding,
    openAdd: () => setAdding(true),
    closeAdd: () => setAdding(false),
    add,
    /** The user whose details are open. */
    shown,
    isShownOwn: shown !== null && isOwnMembership(me, shown.id),
    show: (user: CompanyUser) => setShownId(user.id),
    closeDetails: () => setShownId(null),
    save,
    remove,
  };
}
