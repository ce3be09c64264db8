import { apiQueryKey, useCurrentUser, useUpdateUserSettings, useUserSettings } from '@epp/api/hooks';
import type { UserSettings } from '@epp/api/schemas';
import { message, useEppTranslation } from '@epp/i18n';
import { Card, Switch, useSubmitOnce } from '@epp/ui';
import { errorMessage } from '@epp/widgets/error-text';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { usePageAlerts } from '../kit';
import { FactsList } from './facts-list';
import type { ProfileSectionProps } from './personal-section';
import * as styles from './profile-sections.styles';
import { SectionState } from './section-state';

type SettingField = Exclude<keyof UserSettings, 'id' | 'role'>;

const SETTING_FIELDS: readonly SettingField[] = [
  'is_email_notification',
  'is_contract',
  'is_debt',
  'is_package_registration',
  'is_sales_report',
];

const labelKey = (field: SettingField) => `screens.profile.notifications.fields.${field}` as const;

const Fields = styled.div`
  ${styles.fieldGrid}
`;
const Note = styled.p`
  ${styles.cardNote}
`;

/** The settings of the role the user acts in now (one row per role the person has). */
function activeRow(rows: readonly UserSettings[], role: string | undefined): UserSettings | undefined {
  return rows.find((row) => row.role === role) ?? rows[0];
}

/**
 * Which e-mail notifications the user gets in the active role (profile/user-settings/). The edit view's
 * switches save at once (PUT with the setting's id); a failed save turns the switch back and says why.
 */
export function NotificationSettingsSection({ mode }: ProfileSectionProps) {
  const { t } = useEppTranslation();
  const settings = useUserSettings();
  const user = useCurrentUser();
  const update = useUpdateUserSettings();
  const queryClient = useQueryClient();
  const alerts = usePageAlerts();
  const alertId = useId();
  const [pending, setPending] = useState<{ field: SettingField; value: boolean } | null>(null);

  const change = useSubmitOnce(async (row: UserSettings, field: SettingField, value: boolean) => {
    setPending({ field, value });
    try {
      await update.mutateAsync({ params: { id: row.id }, body: { [field]: value } });
      queryClient.setQueryData<UserSettings[]>(apiQueryKey('userSettings'), (rows) =>
        rows?.map((entry) => (entry.id === row.id ? { ...entry, [field]: value } : entry)),
      );
      alerts.dismiss(alertId);
    } catch (error) {
      alerts.error(
        message('screens.profile.notifications.saveFailed', {
          field: message(labelKey(field)),
          error: errorMessage(error),
        }),
        { id: alertId },
      );
    } finally {
      setPending(null);
    }
  });

  return (
    <Card title={t('screens.profile.notifications.title')}>
      <SectionState load={settings} errorKey="screens.profile.notifications.loadError" lines={5}>
        {(rows) => {
          const row = activeRow(rows, user.data?.user_type?.user_type);
          if (!row) return <Note>{t('screens.profile.notifications.none')}</Note>;
          const shownValue = (field: SettingField) => (pending?.field === field ? pending.value : row[field]);
          if (mode === 'view') {
            return (
              <FactsList
                facts={SETTING_FIELDS.map((field) => ({
                  label: t(labelKey(field)),
                  value: t(row[field] ? 'screens.profile.notifications.on' : 'screens.profile.notifications.off'),
                }))}
              />
            );
          }
          return (
            <Fields>
              {SETTING_FIELDS.map((field) => (
                <Switch
                  key={field}
                  isSelected={shownValue(field)}
                  onChange={(value) => void change.run(row, field, value)}
                >
                  {t(labelKey(field))}
                </Switch>
              ))}
            </Fields>
          );
        }}
      </SectionState>
    </Card>
  );
}
