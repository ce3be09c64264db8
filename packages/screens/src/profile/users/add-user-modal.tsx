// The add-user modal (spec §2 "Profile" users tab, §5 "Add user"): the user's fields, the role for who may
// choose it, and "Lisa kasutaja". Every field is required; problems show after the first attempt and follow
// each change. The add is sent once (useSubmitOnce); a failure is said here and keeps what was typed (a refusal
// of fields on those fields); what the server answered (added, 208, 226) is the caller's to show, and it closes
// the modal.
import { useEppTranslation } from '@epp/i18n';
import { Button, Dialog, DialogFailure, Modal, useSubmitOnce } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { useCheckedForm } from '../../kit';
import { useUserServerErrors } from './use-user-server-errors';
import { UserFormFields } from './user-form-fields';
import { EMPTY_USER_VALUES, type UserFormValues, userFormProblems } from './user-form-values';
import * as styles from './users.styles';

export interface AddUserModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** Adds the user; reject (an @epp/api error) to have the reason said in the modal. */
  onSubmit: (values: UserFormValues) => Promise<unknown>;
  /** The admin-or-user choice (client admins, spec §6). */
  showRole?: boolean;
}

const Form = styled.form`
  ${styles.dialogForm}
`;

function AddUserForm({ onClose, onSubmit, showRole = false }: Omit<AddUserModalProps, 'isOpen'>) {
  const { t } = useEppTranslation();
  const { failureText } = useErrorText();
  const formId = useId();
  const [values, setValues] = useState<UserFormValues>(EMPTY_USER_VALUES);
  const [failure, setFailure] = useState<unknown>(null);
  const server = useUserServerErrors();
  const problems = userFormProblems(values);

  const submit = useSubmitOnce(async () => {
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      if (server.refused(error)) form.focusFirstProblem();
      else setFailure(error);
    }
  });
  const form = useCheckedForm({ hasProblems: problems.size > 0, send: () => void submit.run() });

  return (
    <Dialog
      title={t('screens.client.profileUsers.add.title')}
      actions={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={submit.isPending}>
            {t('common.actions.cancel')}
          </Button>
          <Button variant="primary" type="submit" form={formId} isPending={submit.isPending}>
            {t('screens.client.profileUsers.add.submit')}
          </Button>
        </>
      }
    >
      <Form id={formId} ref={form.formRef} noValidate onSubmit={form.onSubmit}>
        <UserFormFields
          values={values}
          onChange={(next) => {
            server.changed(values, next);
            setValues(next);
          }}
          problems={form.attempted ? problems : new Map()}
          serverErrors={server.errors}
          isDisabled={submit.isPending}
          showRole={showRole}
        />
        {failure !== null && <DialogFailure title={failureText('screens.client.profileUsers.add.failed', failure)} />}
      </Form>
    </Dialog>
  );
}

/** The modal; its form starts empty each time it opens. */
export function AddUserModal({ isOpen, ...props }: AddUserModalProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => !open && props.onClose()} size="lg">
      {isOpen && <AddUserForm {...props} />}
    </Modal>
  );
}
