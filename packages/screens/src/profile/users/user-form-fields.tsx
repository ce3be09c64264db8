// The fields of the add-user and user-details forms, in the spec's order (§3 "Add-user payload"): first and
// last name, personal code, phone, e-mail, profession; the admin-or-user role where the current user may
// choose it (§6), and the company's confirmation in the details. Problems show after the first save attempt; the
// server's refusal of a field shows on it until the field is changed.
import { TEXT_MAX_LENGTH } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { Checkbox, FormGrid, FormGridCell, Radio, RadioGroup, TextField } from '@epp/ui';
import {
  USER_TEXT_FIELDS,
  type UserFieldProblem,
  type UserFormValues,
  type UserServerErrors,
  type UserTextField,
} from './user-form-values';

export interface UserFormFieldsProps {
  values: UserFormValues;
  onChange: (values: UserFormValues) => void;
  /** The problems to show (none before the first attempt). */
  problems: ReadonlyMap<UserTextField, UserFieldProblem>;
  /** The server's refusals, in its own words, of the last values sent. */
  serverErrors?: UserServerErrors;
  isDisabled?: boolean;
  /** The role choice (admin or user): shown to who may choose it. */
  showRole?: boolean;
  /** The role shows but may not change (one's own). */
  isRoleLocked?: boolean;
  /** The confirmation checkbox (the details of an existing user). */
  showVerified?: boolean;
}

const PROBLEM_KEYS = {
  required: 'common.fieldRequired',
  digits: 'screens.client.profileUsers.form.personalCodeDigits',
  personalCode: 'screens.client.profileUsers.form.personalCodeInvalid',
  email: 'common.invalidEmail',
  phone: 'screens.client.profileUsers.form.phoneInvalid',
} as const;

const INPUT_MODES: Partial<Record<UserTextField, 'numeric' | 'tel' | 'email'>> = {
  personalCode: 'numeric',
  phone: 'tel',
  email: 'email',
};

export function UserFormFields({
  values,
  onChange,
  problems,
  serverErrors = {},
  isDisabled = false,
  showRole = false,
  isRoleLocked = false,
  showVerified = false,
}: UserFormFieldsProps) {
  const { t } = useEppTranslation();
  const problemText = (field: UserTextField) => {
    const problem = problems.get(field);
    return problem === undefined ? serverErrors[field] : t(PROBLEM_KEYS[problem]);
  };
  return (
    <FormGrid>
      {USER_TEXT_FIELDS.map((field) => (
        <TextField
          key={field}
          label={t(`screens.client.profileUsers.form.${field}`)}
          inputMode={INPUT_MODES[field]}
          type={field === 'email' ? 'email' : 'text'}
          {...(field === 'personalCode' ? { maxLength: TEXT_MAX_LENGTH.personalCode } : {})}
          value={values[field]}
          onChange={(value) => onChange({ ...values, [field]: value })}
          isRequired
          isDisabled={isDisabled}
          errorMessage={problemText(field)}
        />
      ))}
      {showRole && (
        <FormGridCell wide>
          <RadioGroup
            label={t('screens.client.profileUsers.form.role')}
            orientation="horizontal"
            value={values.isClientAdmin ? 'CLIENT_ADMIN' : 'CLIENT_USER'}
            onChange={(value) => onChange({ ...values, isClientAdmin: value === 'CLIENT_ADMIN' })}
            isDisabled={isDisabled || isRoleLocked}
            description={isRoleLocked ? t('screens.client.profileUsers.form.ownRole') : undefined}
          >
            <Radio value="CLIENT_USER">{t('screens.client.profileUsers.roles.CLIENT_USER')}</Radio>
            <Radio value="CLIENT_ADMIN">{t('screens.client.profileUsers.roles.CLIENT_ADMIN')}</Radio>
          </RadioGroup>
        </FormGridCell>
      )}
      {showVerified && (
        <FormGridCell wide>
          <Checkbox
            isSelected={values.isVerified}
            onChange={(isVerified) => onChange({ ...values, isVerified })}
            isDisabled={isDisabled}
          >
            {t('screens.client.profileUsers.form.isVerified')}
          </Checkbox>
        </FormGridCell>
      )}
    </FormGrid>
  );
}
