// The warranted person's form in a dialog (create or change): the spec's fields, checked by @epp/core's rules
// after the first attempt; the save sent once; a refusal puts the server's reasons on their fields (the first
// focused), any other failure is said in the dialog; what was typed is kept.
import { isApiError } from '@epp/api/client';
import { TEXT_MAX_LENGTH } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { Button, Dialog, DialogFailure, FormGrid, Modal, TextField, useSubmitOnce } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { useCheckedForm } from '../../kit';
import * as styles from '../../profile/users/users.styles';
import {
  WARRANT_FIELDS,
  type WarrantField,
  type WarrantProblem,
  type WarrantValues,
  warrantProblems,
  warrantServerErrors,
} from './warranted-person-values';

const K = 'screens.operator.clientWarranted';

const PROBLEM_KEYS: Record<WarrantProblem, `${string}.${string}`> = {
  required: 'common.fieldRequired',
  personalCode: `${K}.form.personalCodeInvalid`,
  email: 'common.invalidEmail',
  phone: `${K}.form.phoneInvalid`,
};

const INPUT_MODES: Partial<Record<WarrantField, 'numeric' | 'tel' | 'email'>> = {
  personal_code: 'numeric',
  phone: 'tel',
  email: 'email',
};

const Form = styled.form`
  ${styles.dialogForm}
`;

export interface WarrantedPersonModalProps {
  /** The values the form opens with; null while it is closed. */
  initial: WarrantValues | null;
  /** Create or change: the dialog's title and button. */
  mode: 'create' | 'edit';
  onClose: () => void;
  /** Saves; reject (an @epp/api error) to have it said in the dialog. */
  onSubmit: (values: WarrantValues) => Promise<unknown>;
}

function WarrantForm({ initial, mode, onClose, onSubmit }: WarrantedPersonModalProps & { initial: WarrantValues }) {
  const { t } = useEppTranslation();
  const { failureText } = useErrorText();
  const formId = useId();
  const [values, setValues] = useState(initial);
  const [serverErrors, setServerErrors] = useState<Partial<Record<WarrantField, string>>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const problems = warrantProblems(values);

  const submit = useSubmitOnce(async () => {
    setFailure(null);
    setServerErrors({});
    try {
      await onSubmit(values);
    } catch (error) {
      const onFields = warrantServerErrors(isApiError(error) ? error.body : undefined);
      setServerErrors(onFields);
      // A refusal of fields is said on them, with the focus on the first (as the users' forms do); only a failure
      // with no field to fix is said in the dialog. Both at once would race for the focus, and the dialog's line
      // would add nothing but "unknown error".
      if (Object.keys(onFields).length > 0) form.focusFirstProblem();
      else setFailure(error);
    }
  });
  const form = useCheckedForm({ hasProblems: problems.size > 0, send: () => void submit.run() });

  const errorOf = (field: WarrantField) => {
    const problem = form.attempted ? problems.get(field) : undefined;
    if (problem !== undefined) return t(PROBLEM_KEYS[problem] as 'common.fieldRequired');
    return serverErrors[field];
  };

  return (
    <Dialog
      title={t(`${K}.${mode}Title`)}
      actions={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={submit.isPending}>
            {t('common.actions.cancel')}
          </Button>
          <Button variant="primary" type="submit" form={formId} isPending={submit.isPending}>
            {t(`${K}.${mode}Submit`)}
          </Button>
        </>
      }
    >
      <Form id={formId} ref={form.formRef} noValidate onSubmit={form.onSubmit}>
        <FormGrid>
          {WARRANT_FIELDS.map((field) => (
            <TextField
              key={field}
              label={t(`${K}.form.${field}`)}
              inputMode={INPUT_MODES[field]}
              type={field === 'email' ? 'email' : 'text'}
              {...(field === 'personal_code' ? { maxLength: TEXT_MAX_LENGTH.personalCode } : {})}
              value={values[field]}
              onChange={(value) => {
                setValues({ ...values, [field]: value });
                // a changed field's server reason no longer applies to it
                setServerErrors(({ [field]: _, ...rest }) => rest);
              }}
              isRequired
              isDisabled={submit.isPending}
              errorMessage={errorOf(field)}
            />
          ))}
        </FormGrid>
        {failure !== null && <DialogFailure title={failureText(`${K}.${mode}Failed`, failure)} />}
      </Form>
    </Dialog>
  );
}

/** The dialog; its form starts from `initial` each time it opens. */
export function WarrantedPersonModal({ initial, ...props }: WarrantedPersonModalProps) {
  return (
    <Modal isOpen={initial !== null} onOpenChange={(open) => !open && props.onClose()} size="lg">
      {initial !== null && <WarrantForm initial={initial} {...props} />}
    </Modal>
  );
}
