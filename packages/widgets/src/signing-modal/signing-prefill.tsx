import { useEppTranslation } from '@epp/i18n';
import { Alert, Button, Dialog, Modal, Spinner } from '@epp/ui';
import { useErrorText } from '../error-text';

/** What the contract form waits for before it can open filled in: the profiles, the bases, the company's board. */
export type SigningPrefill = { status: 'loading' } | { status: 'failed'; error: unknown; onRetry: () => void };

export interface SigningPrefillDialogProps {
  isOpen: boolean;
  onClose: () => void;
  prefill: SigningPrefill;
}

/**
 * The signing dialog while its form's data loads, or when that failed: the same title, a spinner or the
 * reason with a retry, and Close — never an empty page behind a dialog that did not open.
 */
export function SigningPrefillDialog({ isOpen, onClose, prefill }: SigningPrefillDialogProps) {
  const { t } = useEppTranslation();
  const { failureText } = useErrorText();
  return (
    <Modal isOpen={isOpen} size="lg" onOpenChange={(open) => !open && onClose()}>
      <Dialog
        title={t('widgets.signingModal.title')}
        actions={
          <Button variant="secondary" onPress={onClose}>
            {t('widgets.signingModal.close')}
          </Button>
        }
      >
        {prefill.status === 'loading' ? (
          <Spinner label={t('widgets.signingModal.prefillLoading')} showLabel />
        ) : (
          <Alert
            tone="error"
            title={failureText('widgets.signingModal.prefillFailed', prefill.error)}
            onRetry={prefill.onRetry}
          />
        )}
      </Dialog>
    </Modal>
  );
}
