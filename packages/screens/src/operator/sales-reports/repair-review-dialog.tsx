// The operator's review of an unconfirmed repair (spec operator §2, §7 "repair-report-approval"), from a list
// row or the repair's page: confirm it, or cancel it with a reason the client then reads on its repair. The
// reason is required (`isRepairRejectionReasonValid`): a blank one is said at the field and nothing is sent.
// A failure is said in the dialog, which stays open (the kit's failed-confirm policy).
import { useApproveRepairReport } from '@epp/api/hooks';
import { formatDisplayPeriod, isRepairRejectionReasonValid, type Period } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { ConfirmDialog, TextField } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { useState } from 'react';

const K = 'screens.operator.salesReports';

/** The repair under review: its own id (the approval takes it), its period and company for the texts. */
export interface RepairUnderReview {
  repairId: number;
  period: Period;
  company: string;
}

export interface RepairReviewDialogProps {
  review: { kind: 'confirm' | 'cancel'; repair: RepairUnderReview } | null;
  onClose: () => void;
  /** The server took the decision. */
  onDone: (kind: 'confirm' | 'cancel', repair: RepairUnderReview) => void;
}

/** Stops a confirm whose own field says what is missing: the dialog stays open with no failure alert. */
class ReasonMissing extends Error {}

export function RepairReviewDialog({ review, onClose, onDone }: RepairReviewDialogProps) {
  const { t } = useEppTranslation();
  const { failureText } = useErrorText();
  const approve = useApproveRepairReport();
  const [reason, setReason] = useState('');
  const [isReasonMissing, setReasonMissing] = useState(false);
  const kind = review?.kind ?? 'confirm';
  const repair = review?.repair;
  const texts = { period: repair ? formatDisplayPeriod(repair.period) : '', company: repair?.company ?? '' };

  const close = () => {
    setReason('');
    setReasonMissing(false);
    onClose();
  };

  const decide = async () => {
    if (!repair) return;
    const isApprove = kind === 'confirm';
    if (!isApprove && !isRepairRejectionReasonValid(reason)) {
      setReasonMissing(true);
      throw new ReasonMissing();
    }
    await approve.mutateAsync({
      body: { repair_report_id: repair.repairId, is_approve: isApprove, comment: isApprove ? '' : reason.trim() },
    });
    setReason('');
    setReasonMissing(false);
    onDone(kind, repair);
  };

  return (
    <ConfirmDialog
      isOpen={review !== null}
      onOpenChange={(isOpen) => !isOpen && close()}
      variant={kind === 'cancel' ? 'danger' : 'default'}
      title={t(kind === 'confirm' ? `${K}.confirmTitle` : `${K}.cancelTitle`)}
      confirmLabel={t(kind === 'confirm' ? `${K}.confirmTitle` : `${K}.cancelTitle`)}
      onConfirm={decide}
      failure={(error) =>
        error instanceof ReasonMissing
          ? null
          : { title: failureText(kind === 'confirm' ? `${K}.confirmFailed` : `${K}.cancelFailed`, error) }
      }
    >
      <p>{t(kind === 'confirm' ? `${K}.confirmText` : `${K}.cancelText`, texts)}</p>
      {kind === 'cancel' && (
        <TextField
          label={t(`${K}.reason`)}
          multiline
          rows={3}
          isRequired
          value={reason}
          onChange={(value) => {
            setReason(value);
            if (isRepairRejectionReasonValid(value)) setReasonMissing(false);
          }}
          errorMessage={isReasonMissing ? t(`${K}.reasonMissing`) : undefined}
        />
      )}
    </ConfirmDialog>
  );
}
