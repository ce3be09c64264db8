// Who may change a company's data and its users (spec client §5 "Profile", §6 "Users"), one rule each:
// - company data: "editable only in contract mode, by admin, or by a client admin" (the mode is the screen's);
// - a client admin adds and removes users and changes their details and role; a plain client user only views;
// - "the role choice appears in the add-user modal to admins or client admins";
// - "add-user and remove-user buttons show to client admin and partner roles" (a partner's users list);
// - nobody removes or demotes themselves: that would lock the company out of its own users;
// - the operator's administrator adds, changes and removes the users of a client, of the partner and of the
//   operator, and sends them a new password (operator spec §2 "User tables", §6); the role (admin or user) is
//   a client's only.

/** What the rules read of the signed-in user (the session's current user). */
export interface MemberFacts {
  /** The operator's administrator flag. */
  is_admin: boolean;
  /** The membership of the active company; null in a partner's or the operator's profile. */
  user_type: { user_type: string } | null;
}

/**
 * The users list a rule is asked about: a client company's or the partner's as their own members see it, or a
 * client's, the partner's or the operator's own as the operator sees it (/users/clients/{id}/users,
 * /users/partners, /users/epp).
 */
export type UsersArea = 'client' | 'partner' | 'operator-client' | 'operator-partners' | 'operator-epp';

export interface UserRights {
  mayAdd: boolean;
  mayRemove: boolean;
  /** Change a user's details, role and confirmation. */
  mayEdit: boolean;
  /** The admin-or-user choice in the add and details forms. */
  mayChooseRole: boolean;
  /** Send the user a new password (a reset link). */
  maySendPassword: boolean;
}

const NONE: UserRights = {
  mayAdd: false,
  mayRemove: false,
  mayEdit: false,
  mayChooseRole: false,
  maySendPassword: false,
};

/** Whether `area` is one of the operator's users lists. */
export function isOperatorUsersArea(area: UsersArea): area is 'operator-client' | 'operator-partners' | 'operator-epp' {
  return area.startsWith('operator-');
}

const isClientAdmin = (user: MemberFacts) => user.user_type?.user_type === 'CLIENT_ADMIN';

/** Whether the user may change the company data (in the profile's edit or contract mode); not while unknown. */
export function canEditCompany(user: MemberFacts | undefined): boolean {
  return user !== undefined && (user.is_admin || isClientAdmin(user));
}

/** The user's rights over the users list of `area`; none while the user is not known yet. */
export function companyUserRights(user: MemberFacts | undefined, area: UsersArea): UserRights {
  if (!user) return NONE;
  if (isOperatorUsersArea(area)) {
    if (!user.is_admin) return NONE;
    return {
      mayAdd: true,
      mayRemove: true,
      mayEdit: true,
      mayChooseRole: area === 'operator-client',
      maySendPassword: true,
    };
  }
  if (area === 'partner') return { ...NONE, mayAdd: true, mayRemove: true };
  const admin = isClientAdmin(user);
  return { ...NONE, mayAdd: admin, mayRemove: admin, mayEdit: admin, mayChooseRole: admin || user.is_admin };
}

/** Whether `userTypeId` (a users-list row's id) is the signed-in user's own membership of the company. */
export function isOwnMembership(
  user: { active_profile_user_type_id: number | null } | undefined,
  userTypeId: number,
): boolean {
  return user?.active_profile_user_type_id === userTypeId;
}
