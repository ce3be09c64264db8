// A company user's details as label–value pairs: what a user who may not change users sees (spec §6).
import type { CompanyUser } from '@epp/api/schemas';
import { useEppTranslation } from '@epp/i18n';
import { Fragment } from 'react';
import { styled } from 'styled-components';
import * as styles from './users.styles';

const List = styled.dl`
  ${styles.detailList}
`;

export function UserDetailList({ user }: { user: CompanyUser }) {
  const { t } = useEppTranslation();
  const pairs: [string, string][] = [
    [t('screens.client.profileUsers.columns.name'), `${user.name} ${user.last_name}`],
    [t('screens.client.profileUsers.columns.personalCode'), user.personal_code],
    [t('screens.client.profileUsers.columns.email'), user.email ?? '–'],
    [t('screens.client.profileUsers.columns.phone'), user.phone ?? '–'],
    [t('screens.client.profileUsers.columns.position'), user.position ?? '–'],
    [t('screens.client.profileUsers.columns.role'), t(`screens.client.profileUsers.roles.${user.type}`)],
    [t('screens.client.profileUsers.columns.joined'), user.date_joined],
    [
      t('screens.client.profileUsers.columns.verified'),
      t(user.is_verified ? 'screens.client.profileUsers.verified' : 'screens.client.profileUsers.unverified'),
    ],
  ];
  return (
    <List>
      {pairs.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </List>
  );
}
