import { formatDisplayDate, type IsoDate, possibleProblemLines, possibleProblems } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { Alert, ConfirmDialog } from '@epp/ui';
import { PROBLEM_TEXT_KEYS } from '@epp/widgets/confirm-with-problems';
import { useErrorText } from '@epp/widgets/error-text';
import { useState } from 'react';
import type { PackageDetailsRecord } from './details-form-values';
import { StartDateDialog } from './start-date-dialog';

const K = 'screens.operator.packageDetails.approve';

export interface ApproveDialogProps {
  record: PackageDetailsRecord;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The location code as the form has it now: registering needs one (spec §5 "Registering"). */
  location: string;
  /** Registers the package with the sales start date (the form's values saved with it); rejects to say why. */
  onRegister: (startDate: IsoDate) => Promise<unknown>;
}

/**
 * The approval of spec §2: the possible problems of this package (never blocking) or "Kinnita pakendi
 * registreerimine.", a required sales start date, "Registreeri", then "Kinnita registreerimine" over it.
 * A missing date and a missing location code are said together.
 */
export function ApproveDialog({ record, isOpen, onOpenChange, location, onRegister }: ApproveDialogProps) {
  const { t } = useEppTranslation();
  const { failureText } = useErrorText();
  const [startDate, setStartDate] = useState<IsoDate | null>(null);
  const facts = { ...record, client: { id: record.client.id }, status: { id: record.status.id } };
  const lines = possibleProblemLines(possibleProblems({ selectedIds: [record.id], rows: [facts], action: 'register' }));

  const register = async () => {
    if (startDate === null) return;
    // A rejection keeps the confirm dialog open with the reason (ConfirmDialog's failure), for another try or cancel.
    await onRegister(startDate);
    setStartDate(null);
    onOpenChange(false);
  };

  return (
    <>
      <StartDateDialog
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        title={t(`${K}.title`)}
        dateLabel={t(`${K}.startDate`)}
        dateMissing={t(`${K}.startDateMissing`)}
        otherProblems={location.trim() === '' ? [t(`${K}.locationMissing`)] : []}
        confirmLabel={t(`${K}.register`)}
        onConfirm={setStartDate}
      >
        {lines.length > 0 ? (
          <Alert
            tone="warning"
            role="none"
            title={t('widgets.confirmWithProblems.problemsTitle')}
            lines={lines.map((line) => t(PROBLEM_TEXT_KEYS[line.kind], { count: line.count }))}
          />
        ) : (
          <p>{t(`${K}.noProblems`)}</p>
        )}
      </StartDateDialog>
      <ConfirmDialog
        isOpen={startDate !== null}
        onOpenChange={(open) => {
          if (!open) setStartDate(null);
        }}
        title={t(`${K}.confirmTitle`)}
        confirmLabel={t(`${K}.register`)}
        onConfirm={register}
        failure={(error) => ({ title: failureText(`${K}.failed`, error) })}
      >
        <p>
          {t(`${K}.confirmMessage`, {
            name: record.name,
            ean: record.ean,
            date: startDate ? formatDisplayDate(startDate) : '',
          })}
        </p>
      </ConfirmDialog>
    </>
  );
}
