import { isApiError } from '@epp/api/client';
import {
  useDeletePackage,
  useDeleteRegisteredPackage,
  useGenerateApplicationInvoice,
  useUpdatePackage,
} from '@epp/api/hooks';
import { type IsoDate, isUnsubmittedByClient } from '@epp/core';
import { message, useInterfaceLanguage } from '@epp/i18n';
import { useSubmitOnce } from '@epp/ui';
import { failureMessage } from '@epp/widgets/error-text';
import { weightLimitParams } from '@epp/widgets/package-form';
import { useBackAction, usePageAlerts } from '../../kit';
import { registryNoticeState } from '../../registry/registry-navigation';
import { routes } from '../../routes/route-table';
import { detailsUpdateBody, type PackageDetailsRecord, serverFieldErrors } from './details-form-values';
import type { DetailsForm } from './use-details-form';

const K = 'screens.operator.packageDetails';
const FORM_ALERT = 'package-form';

/**
 * What the details' buttons do, each once at a time: check the form (spec §5), save or register it (the
 * server's refusals go on their fields, the values stay), generate the application invoice, delete (with the
 * client's call for a package only on the web) and go back to the list the details were opened from.
 */
export function usePackageActions(
  record: PackageDetailsRecord,
  form: DetailsForm,
  onLeaving: (leaving: boolean) => void,
) {
  const alerts = usePageAlerts();
  const language = useInterfaceLanguage();
  // The list the details were opened from, else the applications list (spec §2).
  const back = useBackAction(routes.operator.applications.to());
  const update = useUpdatePackage();
  const invoice = useGenerateApplicationInvoice();
  const deleteOnWeb = useDeletePackage();
  const deleteSubmitted = useDeleteRegisteredPackage();
  const isWebOnly = isUnsubmittedByClient(record.status.id);

  /** The form's problems as the page's alert; true when there are none. */
  const checkForm = () => {
    if (form.check()) {
      alerts.dismiss(FORM_ALERT);
      return true;
    }
    const kinds = new Set(form.problems.values());
    const lines = [
      ...(kinds.has('missing') ? [message(`${K}.general.required`)] : []),
      ...(kinds.has('not-a-number') ? [message(`${K}.general.weightNotNumber`)] : []),
      ...(kinds.has('too-large') ? [message(`${K}.general.weightTooLarge`, weightLimitParams(language))] : []),
    ];
    const [title, ...rest] = lines;
    if (title) alerts.error(title, { id: FORM_ALERT, lines: rest });
    return false;
  };

  const send = async (approval: { startDate: IsoDate } | null) => {
    const sent = form.values;
    try {
      await update.mutateAsync({ params: { id: record.id }, body: detailsUpdateBody(sent, record, approval) });
      form.saved(sent);
      alerts.success(message(approval ? `${K}.approve.registered` : `${K}.save.saved`), { id: 'package-save' });
    } catch (error) {
      const body = isApiError(error) ? error.body : undefined;
      form.refused(body);
      const onFields = Object.keys(serverFieldErrors(body)).length > 0;
      if (!approval) {
        alerts.error(onFields ? message(`${K}.save.fieldsRefused`) : failureMessage(`${K}.save.failed`, error), {
          id: 'package-save',
        });
      }
      throw error;
    }
  };

  const save = useSubmitOnce(() => send(null).catch(() => undefined));
  const register = (startDate: IsoDate) => send({ startDate });

  const generateInvoice = useSubmitOnce(async () => {
    try {
      await invoice.mutateAsync({ body: { ids: [record.id] } });
      alerts.success(message(`${K}.invoice.done`), { id: 'package-invoice' });
    } catch (error) {
      alerts.error(failureMessage(`${K}.invoice.failed`, error), { id: 'package-invoice' });
    }
  });

  const remove = async () => {
    // The package is gone once this answers: its details' refetch (404) must not show "not found" meanwhile.
    onLeaving(true);
    const call = isWebOnly ? deleteOnWeb : deleteSubmitted;
    try {
      await call.mutateAsync({ params: { id: record.id } });
    } catch (error) {
      onLeaving(false);
      throw error;
    }
    const notice = message(`${K}.delete.deleted`, { name: record.name, ean: record.ean });
    back(registryNoticeState(notice));
  };

  return {
    checkForm,
    save,
    register,
    generateInvoice,
    remove,
    isWebOnly,
    isSaving: update.isPending,
    back: () => back(),
  };
}

export type PackageActionsState = ReturnType<typeof usePackageActions>;
