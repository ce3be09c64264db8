import type { IsoDate } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { Alert, Button, DatePicker, Dialog, DialogFailure, type DialogFailureProps, Modal } from '@epp/ui';
import { type ReactNode, useState } from 'react';
import { styled } from 'styled-components';
import { useToday } from '../../kit';
import * as styles from './package-details.styles';

const Body = styled.div`
  ${styles.dialogBody}
`;

export interface StartDateDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  /** What is about to happen (the problems list, or the plain question). */
  children: ReactNode;
  /** The date field's label ("Müügi alguskuupäev"). */
  dateLabel: string;
  /** The text when no date was chosen ("Müügi alguskuupäev valimata."). */
  dateMissing: string;
  /** Other reasons the action cannot go on, shown with a missing date (e.g. "Asukohatähis sisestamata."). */
  otherProblems?: readonly string[];
  confirmLabel: string;
  /** Runs with the chosen date once nothing is missing; a promise keeps the button pending. */
  onConfirm: (date: IsoDate) => unknown;
  /** Why the last try failed, said in the dialog and focused (it stays open for another try or cancel). */
  failure?: DialogFailureProps | null;
  isPending?: boolean;
}

/**
 * A dialog that needs a sales start date (dd.MM.yyyy) before it goes on: registering a package, confirming a
 * test (spec §5). Everything missing is said at once; Escape and "Tühista" close it, a click outside does not.
 */
export function StartDateDialog({
  isOpen,
  onOpenChange,
  title,
  children,
  dateLabel,
  dateMissing,
  otherProblems = [],
  confirmLabel,
  onConfirm,
  failure,
  isPending = false,
}: StartDateDialogProps) {
  const { t } = useEppTranslation();
  const today = useToday();
  const [date, setDate] = useState<IsoDate | null>(null);
  const [attempted, setAttempted] = useState(false);
  const problems = attempted ? otherProblems : [];

  const confirm = () => {
    setAttempted(true);
    if (date === null || otherProblems.length > 0) return;
    void onConfirm(date);
  };

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) setAttempted(false);
        onOpenChange(open);
      }}
      isStatic={isPending}
    >
      <Dialog
        title={title}
        actions={(close) => (
          <>
            <Button variant="secondary" isDisabled={isPending} onPress={close}>
              {t('ui.confirmDialog.cancel')}
            </Button>
            <Button variant="primary" isPending={isPending} onPress={confirm}>
              {confirmLabel}
            </Button>
          </>
        )}
      >
        <Body>
          {children}
          <DatePicker
            label={dateLabel}
            today={today}
            value={date}
            onChange={setDate}
            isRequired
            errorMessage={attempted && date === null ? dateMissing : undefined}
          />
          {problems.length > 0 && <Alert tone="error" role="none" title={problems.join(' ')} />}
          {failure && <DialogFailure {...failure} />}
        </Body>
      </Dialog>
    </Modal>
  );
}
