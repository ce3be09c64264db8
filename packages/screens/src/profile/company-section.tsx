import { useBasisOptions, useCompanyProfile, useCurrentUser, useUpdateCompanyProfile } from '@epp/api/hooks';
import type { CompanyProfile } from '@epp/api/schemas';
import { canEditCompany } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { Card } from '@epp/ui';
import { styled } from 'styled-components';
import { useLoadFailureAlert } from '../kit';
import { AutosaveFields } from './autosave-text-field';
import { FactsList } from './facts-list';
import type { ProfileSectionProps } from './personal-section';
import { COMPANY_FIELDS, type CompanyTextField, REGISTRY_FIELDS } from './profile-fields';
import * as styles from './profile-sections.styles';
import { SectionState } from './section-state';
import { useProfileAutosave } from './use-profile-autosave';

const Facts = styled.div`
  ${styles.fieldStack}
`;
const Fields = styled.div`
  ${styles.fieldGrid}
`;
const Note = styled.p`
  ${styles.cardNote}
`;

export interface CompanySectionProps extends ProfileSectionProps {
  /** Fields this role does not see (partners: VAT number, IBAN, address). */
  hidden?: ReadonlySet<CompanyTextField>;
}

/**
 * The company's business-register data (profile/business-data/). In the edit view a client admin changes the
 * contact and invoicing fields (saved on blur); the name, registry code and representation basis stay read-only;
 * a plain client user sees everything read-only with a note saying who may change it.
 */
export function CompanySection({ mode, hidden }: CompanySectionProps) {
  const { t } = useEppTranslation();
  const profile = useCompanyProfile();
  const basisOptions = useBasisOptions();
  useLoadFailureAlert(basisOptions, 'screens.profile.company.basisLoadError');
  const user = useCurrentUser();
  const update = useUpdateCompanyProfile();
  const shown = COMPANY_FIELDS.filter((field) => !hidden?.has(field.name));
  const autosave = useProfileAutosave<CompanyTextField, CompanyProfile>({
    query: 'companyProfile',
    fields: shown,
    save: (body) => update.mutateAsync({ body }),
  });
  const isEditable = mode === 'edit' && canEditCompany(user.data);
  const basisOf = (data: CompanyProfile) =>
    basisOptions.data?.find((option) => String(option.value) === String(data.basis))?.label ??
    (data.basis === null ? null : String(data.basis));

  return (
    <Card title={t('screens.profile.company.title')}>
      <SectionState load={profile} errorKey="screens.profile.company.loadError" lines={8}>
        {(data) => {
          const fixed = shown.filter((field) => !isEditable || REGISTRY_FIELDS.has(field.name));
          const facts = [
            ...fixed.map((field) => ({ label: t(field.label), value: data[field.name] })),
            { label: t('screens.profile.company.fields.basis'), value: basisOf(data) },
          ];
          if (!isEditable) {
            return (
              <Facts>
                <FactsList facts={facts} />
                {mode === 'edit' && <Note>{t('screens.profile.company.adminOnly')}</Note>}
              </Facts>
            );
          }
          return (
            <Fields>
              <FactsList facts={facts} />
              <Note>{t('screens.profile.company.registryOnly')}</Note>
              <AutosaveFields
                fields={shown.filter((field) => !REGISTRY_FIELDS.has(field.name))}
                values={data}
                saves={autosave}
              />
            </Fields>
          );
        }}
      </SectionState>
    </Card>
  );
}
