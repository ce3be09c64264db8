// The company users of a profile (spec §2 "Profile" users tab): the table, the add-user and details modals
// and the rules; CompanyUsersPanel is the page body the client's and the partner's /profile/users compose.

export { AddUserModal, type AddUserModalProps } from './add-user-modal';
export { type AddUserAnswer, type AddUserOutcome, addUserOutcome } from './add-user-outcome';
export { CompanyUsersPanel, type CompanyUsersPanelProps } from './company-users-panel';
export { useCompanyUsers } from './use-company-users';
export { useUsersCalls } from './use-users-calls';
export { UserDetailsModal, type UserDetailsModalProps } from './user-details-modal';
export {
  addUserBody,
  EMPTY_USER_VALUES,
  type UserFormValues,
  type UserOrganisation,
  updateUserBody,
  userFormProblems,
} from './user-form-values';
export {
  operatorUsersColumns,
  type UserRow,
  type UserRowAction,
  type UsersCellContext,
  userRows,
  usersColumns,
} from './users-columns';
export { clientIdOf, type UsersTarget } from './users-target';
