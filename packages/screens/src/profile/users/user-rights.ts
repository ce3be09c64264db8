// Who may do what with the company's users (spec §6): a client admin adds and removes users and changes their
// details and role; the add and remove buttons show to client admins and partner users; a plain client user
// only views. Nobody removes or demotes themselves here: that would lock the company out of its own users.
import type { CurrentUser } from '@epp/api/schemas';

export type UsersArea = 'client' | 'partner';

export interface UserRights {
  mayAdd: boolean;
  mayRemove: boolean;
  /** Change a user's details, role and confirmation. */
  mayEdit: boolean;
  /** The admin-or-user choice in the add and details forms. */
  mayChooseRole: boolean;
}

const NONE: UserRights = { mayAdd: false, mayRemove: false, mayEdit: false, mayChooseRole: false };

/** The current user's rights over the users list of `area`; none while the user is not known yet. */
export function userRights(user: CurrentUser | undefined, area: UsersArea): UserRights {
  if (!user) return NONE;
  if (area === 'partner') return { mayAdd: true, mayRemove: true, mayEdit: false, mayChooseRole: false };
  const isClientAdmin = user.user_type?.user_type === 'CLIENT_ADMIN';
  return {
    mayAdd: isClientAdmin,
    mayRemove: isClientAdmin,
    mayEdit: isClientAdmin,
    mayChooseRole: isClientAdmin,
  };
}

/** Whether `userTypeId` (a row's id) is the current user's own membership of the company. */
export function isOwnMembership(user: CurrentUser | undefined, userTypeId: number): boolean {
  return user?.active_profile_user_type_id === userTypeId;
}
