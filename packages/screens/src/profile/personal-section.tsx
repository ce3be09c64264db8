import { useCurrentUser, usePersonalProfile, useUpdatePersonalProfile } from '@epp/api/hooks';
import type { PersonalProfile } from '@epp/api/schemas';
import { useEppTranslation } from '@epp/i18n';
import { Card } from '@epp/ui';
import { styled } from 'styled-components';
import { AutosaveFields } from './autosave-text-field';
import { FactsList } from './facts-list';
import { activeUserType, PERSONAL_FIELDS, type PersonalField } from './profile-fields';
import * as styles from './profile-sections.styles';
import { RoleTag } from './role-tag';
import { SectionState } from './section-state';
import { useProfileAutosave } from './use-profile-autosave';

const Fields = styled.div`
  ${styles.fieldGrid}
`;

export interface ProfileSectionProps {
  /** The read view, or the edit view whose fields save on blur. */
  mode: 'view' | 'edit';
}

export interface PersonalSectionProps extends ProfileSectionProps {
  /** Shows the user's role as a disabled tag beside the personal code (the partner's profile, operator spec §2). */
  showRole?: boolean;
}

/** The user's own data (profile/user-data/); everyone may change their own. The personal code is the login's. */
export function PersonalSection({ mode, showRole = false }: PersonalSectionProps) {
  const { t } = useEppTranslation();
  const profile = usePersonalProfile();
  const user = useCurrentUser();
  const update = useUpdatePersonalProfile();
  const autosave = useProfileAutosave<PersonalField, PersonalProfile>({
    query: 'personalProfile',
    fields: PERSONAL_FIELDS,
    save: (body) => update.mutateAsync({ body }),
  });
  const personalCode = {
    label: t('screens.profile.personal.fields.personal_code'),
    value: user.data?.personal_code,
  };
  const role = activeUserType(user.data);
  // Read-only in both views: the user's role is not theirs to change.
  const fixedFacts =
    showRole && role
      ? [personalCode, { label: t('screens.profile.personal.fields.role'), value: <RoleTag type={role} /> }]
      : [personalCode];

  return (
    <Card title={t('screens.profile.personal.title')}>
      <SectionState load={profile} errorKey="screens.profile.personal.loadError" lines={6}>
        {(data) =>
          mode === 'view' ? (
            <FactsList
              facts={[
                ...PERSONAL_FIELDS.slice(0, 2).map((field) => ({ label: t(field.label), value: data[field.name] })),
                ...fixedFacts,
                ...PERSONAL_FIELDS.slice(2).map((field) => ({ label: t(field.label), value: data[field.name] })),
              ]}
            />
          ) : (
            <Fields>
              <AutosaveFields fields={PERSONAL_FIELDS} values={data} saves={autosave} />
              <FactsList facts={fixedFacts} />
            </Fields>
          )
        }
      </SectionState>
    </Card>
  );
}
