// The calls of a users list, as its area decides them (client spec §7 for a member's own company; operator
// spec §7 for the operator's lists, whose add, edit and send-new-password paths are @epp/api's assumptions):
// the list, add, update, remove and (operator) send a new password. Every hook is called, only the area's
// list query is enabled, so the hooks' order never changes.
import {
  useAddUser,
  useAdminAddUser,
  useAdminClientUsers,
  useAdminUpdateUser,
  useAdminUsers,
  useDeleteClientUser,
  useDeleteEppUser,
  useDeletePartnerUser,
  useDeleteUser,
  useSendNewPassword,
  useUpdateUser,
  useUsers,
} from '@epp/api/hooks';
import type { CompanyUser } from '@epp/api/schemas';
import { isOperatorUsersArea } from '@epp/core';
import type { AddUserAnswer } from './add-user-outcome';
import { addUserBody, type UserFormValues, type UserOrganisation, updateUserBody } from './user-form-values';
import { clientIdOf, type UsersTarget } from './users-target';

/** The operator's add answers nothing to read: a success is "added". */
const ADDED: AddUserAnswer = { status: 201, data: {} };

export function useUsersCalls(target: UsersTarget) {
  const { area } = target;
  const isOperator = isOperatorUsersArea(area);
  const clientId = clientIdOf(target) ?? Number.NaN;
  const own = useUsers(undefined, { enabled: !isOperator });
  const ofClient = useAdminClientUsers(
    { params: { clientId } },
    { enabled: area === 'operator-client' && Number.isFinite(clientId) },
  );
  const listed = useAdminUsers(
    { query: { type: area === 'operator-epp' ? 'epp' : 'partners' } },
    { enabled: area === 'operator-partners' || area === 'operator-epp' },
  );
  const addOwn = useAddUser();
  const addAdmin = useAdminAddUser();
  const updateOwn = useUpdateUser();
  const updateAdmin = useAdminUpdateUser();
  const deleteOwn = useDeleteUser();
  const deleteClient = useDeleteClientUser();
  const deletePartner = useDeletePartnerUser();
  const deleteEpp = useDeleteEppUser();
  const sendPassword = useSendNewPassword();

  const users = area === 'operator-client' ? ofClient : isOperator ? listed : own;

  return {
    users,
    /** Adds a user to `organisation`'s list; the answer says how (208, 226 for a member's own add). */
    add: async (values: UserFormValues, organisation: UserOrganisation): Promise<AddUserAnswer> => {
      const body = addUserBody(values, organisation);
      if (!isOperator) return addOwn.mutateAsync({ body });
      await addAdmin.mutateAsync({ body });
      return ADDED;
    },
    update: async (user: CompanyUser, values: UserFormValues) => {
      const body = updateUserBody(user, values);
      if (isOperator) await updateAdmin.mutateAsync({ params: { userId: user.id }, body });
      else await updateOwn.mutateAsync({ body });
    },
    remove: async (user: CompanyUser) => {
      if (!isOperator) await deleteOwn.mutateAsync({ params: { userId: user.id } });
      else {
        const remove = area === 'operator-client' ? deleteClient : area === 'operator-epp' ? deleteEpp : deletePartner;
        await remove.mutateAsync({ params: { id: user.id } });
      }
    },
    sendPassword: async (user: CompanyUser) => {
      await sendPassword.mutateAsync({ params: { userId: user.id } });
    },
  };
}
