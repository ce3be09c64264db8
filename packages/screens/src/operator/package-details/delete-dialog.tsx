import { useEppTranslation } from '@epp/i18n';
import { Alert, ConfirmDialog } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';

const K = 'screens.operator.packageDetails.delete';

export interface DeleteDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  name: string;
  ean: string;
  /** Not submitted by the client: it exists only on the web (the spec's note). */
  isWebOnly: boolean;
  /** Deletes; rejects to say why (the dialog stays open). */
  onDelete: () => Promise<unknown>;
}

/**
 * "Kustuta pakend": a static modal (spec §2) — a click outside never closes it, so a stray click cannot be
 * taken for an answer; Escape and "Tühista" do (a deliberate cancel, as the backdrop-static modal the spec
 * describes keeps its keyboard close). While the delete runs nothing closes it. Cancel has the focus first.
 */
export function DeleteDialog({ isOpen, onOpenChange, name, ean, isWebOnly, onDelete }: DeleteDialogProps) {
  const { t } = useEppTranslation();
  const { failureText } = useErrorText();
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      variant="danger"
      size="md"
      title={t(`${K}.title`)}
      confirmLabel={t(`${K}.confirm`)}
      onConfirm={onDelete}
      failure={(error) => ({ title: failureText(`${K}.failed`, error) })}
    >
      <p>{t(`${K}.message`, { name, ean })}</p>
      {isWebOnly && <Alert tone="info" role="none" title={t(`${K}.webOnly`)} />}
    </ConfirmDialog>
  );
}
