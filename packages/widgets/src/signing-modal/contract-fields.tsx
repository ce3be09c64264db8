import { type ContractTextField, shouldSearchCompanies } from '@epp/core';
import { type TranslationKey, useEppTranslation } from '@epp/i18n';
import { Button, Checkbox, FormGrid, FormGridCell, Link, Radio, RadioGroup, TextField } from '@epp/ui';
import { styled } from 'styled-components';
import { COMPANY_FIELDS, fieldShape, PERSONAL_FIELDS } from './contract-form-values';
import type { CompanyHit, SigningModalProps } from './signing-modal';
import * as styles from './signing-modal.styles';
import type { ContractForm } from './use-contract-form';

export interface ContractFieldsProps
  extends Pick<SigningModalProps, 'basisOptions' | 'boardMemberOptionEnabled' | 'contractHref' | 'termsHref'> {
  form: ContractForm;
  companyHits: readonly CompanyHit[];
  /** A signature is under way: nothing can be changed. */
  isDisabled: boolean;
}

const Hits = styled.ul`
  ${styles.suggestions}
`;
const Links = styled.div`
  ${styles.links}
`;

/**
 * The client's contract form: the personal section, the company section (name with the business-register
 * lookup, the representation basis) and the terms with links to the contract and the terms page.
 */
export function ContractFields({
  form,
  companyHits,
  basisOptions = [],
  boardMemberOptionEnabled = false,
  contractHref,
  termsHref,
  isDisabled,
}: ContractFieldsProps) {
  const { t } = useEppTranslation();
  const { values, set } = form;
  const required = t('widgets.signingModal.required');
  const errorOf = (field: ContractTextField | 'termsAccepted') => (form.isMissing(field) ? required : undefined);
  const label = (field: ContractTextField) => t(`widgets.signingModal.fields.${field}` as TranslationKey);

  const textField = (field: ContractTextField) => {
    const { wide, type } = fieldShape(field);
    return (
      <FormGridCell key={field} wide={wide}>
        <TextField
          label={label(field)}
          type={type}
          value={values[field]}
          onChange={(value) => set(field, value)}
          isRequired
          isDisabled={isDisabled}
          errorMessage={errorOf(field)}
        />
      </FormGridCell>
    );
  };

  return (
    <>
      <FormGrid legend={t('widgets.signingModal.personal')} isDisabled={isDisabled}>
        {PERSONAL_FIELDS.map(textField)}
      </FormGrid>
      <FormGrid legend={t('widgets.signingModal.company')} isDisabled={isDisabled}>
        <FormGridCell wide ref={form.companyRef}>
          <TextField
            label={label('companyName')}
            value={values.companyName}
            onChange={form.changeCompanyName}
            isRequired
            isDisabled={isDisabled}
            description={t('widgets.signingModal.companyHint')}
            errorMessage={errorOf('companyName')}
          />
          {form.hitsOpen && companyHits.length > 0 && shouldSearchCompanies(values.companyName) && (
            <Hits aria-label={t('widgets.signingModal.companyHits')}>
              {companyHits.map((hit) => (
                <li key={hit.reg_code}>
                  <Button size="sm" variant="ghost" onPress={() => void form.chooseCompany(hit)}>
                    {`${hit.name} (${hit.reg_code})`}
                  </Button>
                </li>
              ))}
            </Hits>
          )}
        </FormGridCell>
        {COMPANY_FIELDS.slice(0, 2).map(textField)}
        <FormGridCell wide>
          <RadioGroup
            label={label('basis')}
            orientation="horizontal"
            value={values.basis === '' ? null : values.basis}
            onChange={(value) => set('basis', value)}
            isDisabled={isDisabled}
            isRequired
            description={boardMemberOptionEnabled ? undefined : t('widgets.signingModal.basisHint')}
            errorMessage={errorOf('basis')}
          >
            {basisOptions.map((option) => (
              <Radio
                key={option.value}
                value={option.value}
                isDisabled={option.value === '1' && !boardMemberOptionEnabled}
              >
                {option.label}
              </Radio>
            ))}
          </RadioGroup>
        </FormGridCell>
        {COMPANY_FIELDS.slice(2).map(textField)}
      </FormGrid>
      <div>
        <Checkbox
          isSelected={values.termsAccepted}
          onChange={(value) => set('termsAccepted', value)}
          isDisabled={isDisabled}
          isRequired
          isInvalid={errorOf('termsAccepted') !== undefined}
        >
          {t('widgets.signingModal.terms')}
        </Checkbox>
        <Links>
          {contractHref && (
            <Link href={contractHref} isExternal>
              {t('widgets.signingModal.contractLink')}
            </Link>
          )}
          {termsHref && (
            <Link href={termsHref} isExternal>
              {t('widgets.signingModal.termsLink')}
            </Link>
          )}
        </Links>
      </div>
    </>
  );
}
