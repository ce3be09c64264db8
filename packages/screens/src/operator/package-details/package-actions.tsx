import { canApprovePackage, canDeletePackage, packageFlowStateOf, packageSaveWarnings } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { Button } from '@epp/ui';
import { useState } from 'react';
import { styled } from 'styled-components';
import { ApproveDialog } from './approve-dialog';
import { DeleteDialog } from './delete-dialog';
import type { PackageDetailsRecord } from './details-form-values';
import * as styles from './package-details.styles';
import { SaveWarningsDialog } from './save-warnings-dialog';
import type { DetailsForm } from './use-details-form';
import type { PackageActionsState } from './use-package-actions';

const Row = styled.div`
  ${styles.actions}
`;
const Spacer = styled.span`
  ${styles.spacer}
`;

const K = 'screens.operator.packageDetails';

export interface PackageActionsProps {
  record: PackageDetailsRecord;
  form: DetailsForm;
  /** What the buttons do (usePackageActions, held by the page so the fields know when a save is on its way). */
  actions: PackageActionsState;
}

/**
 * The details' buttons (spec §2): "Genereeri taotluse arve" (disabled once the package has an application
 * invoice), "Salvesta" (only with something editable; the save warnings first, if any), "Registreeri pakend"
 * (only when the status flow registers the package: core canApprovePackage), "Tagasi loetelusse" and "Kustuta pakend" (in the six deletable ones).
 */
export function PackageActions({ record, form, actions }: PackageActionsProps) {
  const { t } = useEppTranslation();
  const [dialog, setDialog] = useState<'warnings' | 'approve' | 'delete' | null>(null);
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };
  const warnings = packageSaveWarnings({ ...record, location: form.values.location });

  const startSave = () => {
    if (!actions.checkForm()) return;
    if (warnings.length > 0) setDialog('warnings');
    else void actions.save.run();
  };

  return (
    <Row>
      <Button
        variant="secondary"
        isDisabled={record.is_application_invoice === true}
        isPending={actions.generateInvoice.isPending}
        onPress={() => void actions.generateInvoice.run()}
      >
        {t(`${K}.invoice.button`)}
      </Button>
      {form.editable.size > 0 && (
        <Button variant="primary" isPending={actions.save.isPending} onPress={startSave}>
          {t(`${K}.save.button`)}
        </Button>
      )}
      {canApprovePackage(packageFlowStateOf({ ...record, tests: record.tests ?? [] })) && (
        <Button variant="primary" onPress={() => actions.checkForm() && setDialog('approve')}>
          {t(`${K}.approve.button`)}
        </Button>
      )}
      <Spacer />
      <Button variant="secondary" onPress={actions.back}>
        {t(`${K}.back`)}
      </Button>
      {canDeletePackage(record.status.id) && (
        <Button variant="danger" onPress={() => setDialog('delete')}>
          {t(`${K}.delete.button`)}
        </Button>
      )}
      <SaveWarningsDialog
        warnings={warnings}
        isOpen={dialog === 'warnings'}
        onOpenChange={close}
        onSave={() => actions.save.run()}
      />
      {dialog === 'approve' && (
        <ApproveDialog
          record={record}
          isOpen
          onOpenChange={close}
          location={form.values.location}
          onRegister={actions.register}
        />
      )}
      <DeleteDialog
        isOpen={dialog === 'delete'}
        onOpenChange={close}
        name={record.name}
        ean={record.ean}
        isWebOnly={actions.isWebOnly}
        onDelete={actions.remove}
      />
    </Row>
  );
}
