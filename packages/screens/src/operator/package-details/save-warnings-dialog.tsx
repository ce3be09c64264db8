import { formatMoney, type PackageSaveWarning } from '@epp/core';
import { useEppTranslation, useInterfaceLanguage } from '@epp/i18n';
import { Alert, ConfirmDialog } from '@epp/ui';

const K = 'screens.operator.packageDetails.save';

export interface SaveWarningsDialogProps {
  warnings: readonly PackageSaveWarning[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Saves; a promise keeps "Salvesta" pending, a rejection leaves the dialog open (the page says why). */
  onSave: () => Promise<unknown>;
}

/**
 * Before a save (spec §5 "Details save modal warnings"): unsynced parameters, the client's debt and unsubmitted
 * reports, an empty location code and "Pakend on registreeritud." — warnings, never a block.
 */
export function SaveWarningsDialog({ warnings, isOpen, onOpenChange, onSave }: SaveWarningsDialogProps) {
  const { t } = useEppTranslation();
  const language = useInterfaceLanguage();
  const line = (warning: PackageSaveWarning) => {
    switch (warning.kind) {
      case 'unsynced':
        return t(`${K}.warnings.unsynced`);
      case 'debt':
        return t(`${K}.warnings.debt`, { amount: formatMoney(warning.amount, language) });
      case 'unsubmitted-reports':
        return t(`${K}.warnings.unsubmitted`, { count: warning.count });
      case 'location-empty':
        return t(`${K}.warnings.locationEmpty`);
      case 'registered':
        return t(`${K}.warnings.registered`);
    }
  };
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="md"
      title={t(`${K}.warningsTitle`)}
      confirmLabel={t(`${K}.confirm`)}
      onConfirm={onSave}
    >
      <Alert tone="warning" role="none" title={t(`${K}.warningsIntro`)} lines={warnings.map(line)} />
    </ConfirmDialog>
  );
}
