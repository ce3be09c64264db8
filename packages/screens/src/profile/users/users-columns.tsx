// The company users table (spec §2 "Profile" users tab; the operator's user tables list the same fields):
// name, personal code, e-mail, phone, position, role, joined and confirmed. Columns at module scope (new ones
// would rebuild the row models); a row opens the user's details, which the screen decides through onRowAction.
import type { CompanyUser, UserType } from '@epp/api/schemas';
import { parseDisplayDate } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { Badge, createDataTableColumns } from '@epp/ui';
import { columnHeader } from '../../kit';

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

export const usersColumns = col.columns([
  col.accessor('name', { header: columnHeader('screens.client.profileUsers.columns.name'), sortFn: 'text' }),
  col.accessor('personalCode', {
    header: columnHeader('screens.client.profileUsers.columns.personalCode'),
    sortFn: 'digits',
    meta: { width: '130px' },
  }),
  col.accessor('email', { header: columnHeader('screens.client.profileUsers.columns.email'), sortFn: 'text' }),
  col.accessor('phone', {
    header: columnHeader('screens.client.profileUsers.columns.phone'),
    enableSorting: false,
    meta: { width: '140px' },
  }),
  col.accessor('position', { header: columnHeader('screens.client.profileUsers.columns.position'), sortFn: 'text' }),
  col.accessor('type', {
    header: columnHeader('screens.client.profileUsers.columns.role'),
    sortFn: 'text',
    meta: { width: '100px' },
    cell: ({ row }) => <RoleCell type={row.original.type} />,
  }),
  col.accessor('joined', {
    header: columnHeader('screens.client.profileUsers.columns.joined'),
    sortFn: 'basic',
    meta: { width: '110px' },
    cell: ({ row }) => row.original.user.date_joined,
  }),
  col.accessor('isVerified', {
    header: columnHeader('screens.client.profileUsers.columns.verified'),
    enableSorting: false,
    meta: { width: '130px' },
    cell: ({ row }) => <VerifiedCell isVerified={row.original.isVerified} />,
  }),
]);
