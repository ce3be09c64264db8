// The company users table (spec §2 "Profile" users tab): name, personal code, e-mail, phone, position, role,
// joined and confirmed; the operator's user tables list the same fields in operator spec §2's order (name, phone,
// e-mail, personal code, joined, role, position, verified) with the row menu. Columns at module scope (new ones
// would rebuild the row models); a member's row opens the user's details, which the screen decides through
// onRowAction.
import type { CompanyUser, UserType } from '@epp/api/schemas';
import { parseDisplayDate } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { Badge, createDataTableColumns, useCellContext } from '@epp/ui';
import { columnHeader, RowActionMenu, type RowActionsCellContext } from '../../kit';

export interface UserRow {
  id: string;
  user: CompanyUser;
  name: string;
  personalCode: string;
  email: string;
  phone: string;
  position: string;
  type: UserType;
  /** ISO day, so the column sorts by date; the cell shows the server's DD.MM.YYYY. */
  joined: string;
  isVerified: boolean;
}

/** The rows of GET users/, in the server's order. */
export function userRows(users: readonly CompanyUser[]): UserRow[] {
  return users.map((user) => ({
    id: String(user.id),
    user,
    name: `${user.name} ${user.last_name}`.trim(),
    personalCode: user.personal_code,
    email: user.email ?? '',
    phone: user.phone ?? '',
    position: user.position ?? '',
    type: user.type,
    joined: parseDisplayDate(user.date_joined) ?? user.date_joined,
    isVerified: user.is_verified,
  }));
}

function RoleCell({ type }: { type: UserType }) {
  const { t } = useEppTranslation();
  return <>{t(`screens.client.profileUsers.roles.${type}`)}</>;
}

function VerifiedCell({ isVerified }: { isVerified: boolean }) {
  const { t } = useEppTranslation();
  return (
    <Badge tone={isVerified ? 'success' : 'warning'}>
      {t(isVerified ? 'screens.client.profileUsers.verified' : 'screens.client.profileUsers.unverified')}
    </Badge>
  );
}

const col = createDataTableColumns<UserRow>();

/**
 * When columns fold into the row details (the table's container width, px; decisions in ../../shared/DECISIONS.md): the
 * position and the day joined below 1100 (already at a 1280 px window), the personal code below 900.
 */
const FOLD = { first: 1100, second: 900 } as const;

const name = col.accessor('name', { header: columnHeader('screens.client.profileUsers.columns.name'), sortFn: 'text' });
const personalCode = col.accessor('personalCode', {
  header: columnHeader('screens.client.profileUsers.columns.personalCode'),
  sortFn: 'digits',
  meta: { width: '130px', foldBelow: FOLD.second },
});
const email = col.accessor('email', {
  header: columnHeader('screens.client.profileUsers.columns.email'),
  sortFn: 'text',
});
const phone = col.accessor('phone', {
  header: columnHeader('screens.client.profileUsers.columns.phone'),
  enableSorting: false,
  meta: { width: '140px' },
});
const position = col.accessor('position', {
  header: columnHeader('screens.client.profileUsers.columns.position'),
  sortFn: 'text',
  meta: { foldBelow: FOLD.first },
});
const role = col.accessor('type', {
  header: columnHeader('screens.client.profileUsers.columns.role'),
  sortFn: 'text',
  meta: { width: '100px' },
  cell: ({ row }) => <RoleCell type={row.original.type} />,
});
const joined = col.accessor('joined', {
  header: columnHeader('screens.client.profileUsers.columns.joined'),
  sortFn: 'basic',
  meta: { width: '110px', foldBelow: FOLD.first },
  cell: ({ row }) => row.original.user.date_joined,
});
const verified = col.accessor('isVerified', {
  header: columnHeader('screens.client.profileUsers.columns.verified'),
  enableSorting: false,
  meta: { width: '130px' },
  cell: ({ row }) => <VerifiedCell isVerified={row.original.isVerified} />,
});

/** A member's own company's users (client spec §2): a row opens the details. */
export const usersColumns = col.columns([name, personalCode, email, phone, position, role, joined, verified]);

/** What the operator does from a user's row menu (operator spec §2 "User tables"). */
export type UserRowAction = 'edit' | 'send-password' | 'remove';

/** The operator tables' `cellContext`: the row menu's actions, as the panel decides them. */
export type UsersCellContext = RowActionsCellContext<UserRow, UserRowAction>;

function ActionsCell({ row }: { row: UserRow }) {
  const { t } = useEppTranslation();
  const context = useCellContext<UsersCellContext>();
  if (!context) return null;
  return (
    <RowActionMenu
      row={row}
      context={context}
      aria-label={t('screens.operator.users.menuLabel', { name: row.name })}
      textOf={(action) => t(`screens.operator.users.actions.${action}`)}
      isDanger={(action) => action === 'remove'}
    />
  );
}

/** The operator's user tables: operator spec §2's order, then the row menu. */
export const operatorUsersColumns = col.columns([
  name,
  phone,
  email,
  personalCode,
  joined,
  role,
  position,
  verified,
  col.display({
    id: 'actions',
    header: columnHeader('screens.operator.users.columns.actions'),
    meta: { width: '110px', align: 'end' },
    cell: ({ row }) => <ActionsCell row={row.original} />,
  }),
]);
