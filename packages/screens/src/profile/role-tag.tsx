import type { UserType } from '@epp/api/schemas';
import { useEppTranslation } from '@epp/i18n';
import { Badge } from '@epp/ui';

/**
 * The user's role as a disabled tag (operator spec §2 "Partner screens": the profile shows the role, which the
 * user cannot change here): a muted tag, no control; its title says who changes it.
 */
export function RoleTag({ type }: { type: UserType }) {
  const { t } = useEppTranslation();
  return (
    <Badge tone="default" title={t('screens.profile.personal.roleFixed')}>
      {t(`screens.client.profileUsers.roles.${type}`)}
    </Badge>
  );
}
