// The user-details modal (spec §2 "Profile" users tab, §6): who may change users (a client admin) gets the
// user's fields, role and confirmation with "Salvesta", and — unless it is their own row — "Eemalda kasutaja",
// which asks once more in the same dialog; who may only look gets the details as a list. Saves and removals
// are sent once (useSubmitOnce); a failure is said here and keeps the edits (a refusal of fields on those fields).
import type { CompanyUser } from '@epp/api/schemas';
import type { UserRights } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { Button, Dialog, DialogFailure, Modal, useSubmitOnce } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { useCheckedForm } from '../../kit';
import { useUserServerErrors } from './use-user-server-errors';
import { UserDetailList } from './user-detail-list';
import { UserFormFields } from './user-form-fields';
import { type UserFormValues, userFormProblems, userFormValuesOf } from './user-form-values';
import * as styles from './users.styles';

export interface UserDetailsModalProps {
  /** The user shown; null: the modal is closed. */
  user: CompanyUser | null;
  rights: Pick<UserRights, 'mayEdit' | 'mayRemove' | 'mayChooseRole'>;
  /** The row is the current user's own: no removal, no role change. */
  isOwn: boolean;
  onClose: () => void;
  /** Saves the details (PUT users/); reject to have the reason said in the modal. */
  onSave: (user: CompanyUser, values: UserFormValues) => Promise<unknown>;
  /** Removes the user (DELETE users/{id}/); reject to have the reason said in the modal. */
  onRemove: (user: CompanyUser) => Promise<unknown>;
}

const Form = styled.form`
  ${styles.dialogForm}
`;
const Footer = styled.div`
  ${styles.splitFooter}
`;

type Failure = { action: 'save' | 'remove'; error: unknown } | null;

function UserDetails({
  user,
  rights,
  isOwn,
  onClose,
  onSave,
  onRemove,
}: UserDetailsModalProps & { user: CompanyUser }) {
  const { t } = useEppTranslation();
  const { failureText } = useErrorText();
  const formId = useId();
  const server = useUserServerErrors();
  const [values, setValues] = useState<UserFormValues>(() => userFormValuesOf(user));
  const [isConfirmingRemove, setConfirmingRemove] = useState(false);
  const [failure, setFailure] = useState<Failure>(null);
  const problems = userFormProblems(values);
  const name = `${user.name} ${user.last_name}`;
  const mayRemove = rights.mayRemove && !isOwn;

  const attempt = (action: 'save' | 'remove', call: () => Promise<unknown>) => async () => {
    setFailure(null);
    try {
      await call();
    } catch (error) {
      if (action === 'save' && server.refused(error)) form.focusFirstProblem();
      else setFailure({ action, error });
    }
  };
  const save = useSubmitOnce(attempt('save', () => onSave(user, values)));
  const remove = useSubmitOnce(attempt('remove', () => onRemove(user)));
  const isBusy = save.isPending || remove.isPending;

  const form = useCheckedForm({ hasProblems: problems.size > 0, send: () => void save.run() });

  const failureAlert = failure && (
    <DialogFailure
      title={failureText(
        failure.action === 'save'
          ? 'screens.client.profileUsers.details.saveFailed'
          : 'screens.client.profileUsers.details.removeFailed',
        failure.error,
      )}
    />
  );

  if (isConfirmingRemove) {
    return (
      <Dialog
        role="alertdialog"
        title={t('screens.client.profileUsers.remove.title')}
        hideCloseButton
        actions={
          <>
            <Button variant="secondary" autoFocus onPress={() => setConfirmingRemove(false)} isDisabled={isBusy}>
              {t('common.actions.cancel')}
            </Button>
            <Button variant="danger" onPress={() => void remove.run()} isPending={remove.isPending}>
              {t('screens.client.profileUsers.remove.confirm')}
            </Button>
          </>
        }
      >
        <p>{t('screens.client.profileUsers.remove.question', { name })}</p>
        {failureAlert}
      </Dialog>
    );
  }

  const closeButton = (
    <Button variant="secondary" onPress={onClose} isDisabled={isBusy}>
      {t(rights.mayEdit ? 'common.actions.cancel' : 'screens.client.profileUsers.details.close')}
    </Button>
  );
  return (
    <Dialog
      title={t('screens.client.profileUsers.details.title', { name })}
      actions={
        <Footer>
          <div>
            {mayRemove && (
              <Button variant="danger" onPress={() => setConfirmingRemove(true)} isDisabled={isBusy}>
                {t('screens.client.profileUsers.remove.open')}
              </Button>
            )}
          </div>
          <div>
            {closeButton}
            {rights.mayEdit && (
              <Button variant="primary" type="submit" form={formId} isPending={save.isPending}>
                {t('common.actions.save')}
              </Button>
            )}
          </div>
        </Footer>
      }
    >
      {rights.mayEdit ? (
        <Form id={formId} ref={form.formRef} noValidate onSubmit={form.onSubmit}>
          <UserFormFields
            values={values}
            onChange={(next) => {
              server.changed(values, next);
              setValues(next);
            }}
            problems={form.attempted ? problems : new Map()}
            serverErrors={server.errors}
            isDisabled={isBusy}
            showRole={rights.mayChooseRole}
            isRoleLocked={isOwn}
            showVerified
          />
          {failureAlert}
        </Form>
      ) : (
        <>
          <UserDetailList user={user} />
          {failureAlert}
        </>
      )}
    </Dialog>
  );
}

export function UserDetailsModal(props: UserDetailsModalProps) {
  const { user } = props;
  return (
    <Modal isOpen={user !== null} onOpenChange={(open) => !open && props.onClose()} size="lg">
      {user && <UserDetails key={user.id} {...props} user={user} />}
    </Modal>
  );
}
