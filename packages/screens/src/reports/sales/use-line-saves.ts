// Saving a sales report line's quantity (spec §5 "Sales quantity") and the error of each line's last failed
// save, for the lines table of the report view.
import { apiQueryKey, useChangeRepairLine, useChangeSalesLine, usePackages } from '@epp/api/hooks';
import type { SalesLine, SalesReportDetail } from '@epp/api/schemas';
import { type Message, message, useMessageText } from '@epp/i18n';
import { failureMessage } from '@epp/widgets/error-text';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLoadFailureAlert, usePageAlerts } from '../../kit';
import { packageIdOf, quantityToSend, withSavedLine } from './sales-report-lines';

/** A line whose EAN is not among the company's packages: no package id to save it under. */
class MissingPackage extends Error {
  constructor(readonly ean: string) {
    super(`No package with EAN ${ean}`);
  }
}

export interface LineSaves {
  /** Saves a committed quantity; rejects (so the field restores the old value) when the save fails. */
  save: (line: SalesLine, value: number | null) => Promise<void>;
  /** The error of a line's last save, if it failed, in the interface language. */
  errorOf: (line: SalesLine) => string | undefined;
}

/**
 * `isEditable`: whether quantities can be saved; only then is the company's package list (a line's package id
 * comes from it) loaded, and its failure shown as a page alert with a retry.
 */
export function useLineSaves(reportId: number, isRepair: boolean, isEditable: boolean): LineSaves {
  const text = useMessageText();
  const queryClient = useQueryClient();
  const packages = usePackages(undefined, { enabled: isEditable });
  useLoadFailureAlert(packages, 'screens.client.salesReport.packagesFailed');
  const alerts = usePageAlerts();
  // The answer is the saved line: put it in the report at once, so the totals follow before the report's
  // refetch (which the mutation runs after this, and whose failure then stays shown).
  const putSaved = (saved: SalesLine) =>
    queryClient.setQueryData<SalesReportDetail>(
      apiQueryKey(isRepair ? 'salesRepairDetail' : 'salesReportDetail', { params: { id: reportId } }),
      (current) => current && withSavedLine(current, saved),
    );
  const changeLine = useChangeSalesLine({ onSuccess: putSaved });
  const changeRepairLine = useChangeRepairLine({ onSuccess: putSaved });
  // Kept as messages, so a line's error follows a language switch.
  const [failures, setFailures] = useState<Readonly<Record<number, Message>>>({});
  const fail = (line: SalesLine, failure: Message) => setFailures((current) => ({ ...current, [line.id]: failure }));

  // The package list may still be loading (or have failed) when the first quantity is saved: ask for it then.
  const packageList = async () => {
    if (packages.data) return packages.data;
    const again = await packages.refetch();
    if (again.error) throw again.error;
    return again.data ?? [];
  };

  const save = async (line: SalesLine, value: number | null) => {
    const quantity = quantityToSend(value, line.quantity);
    if (quantity === null) return;
    const alertId = `line-save-${line.id}`;
    setFailures(({ [line.id]: _, ...rest }) => rest);
    try {
      const packageId = packageIdOf(line, await packageList());
      if (packageId === null) throw new MissingPackage(line.EAN);
      const change = isRepair ? changeRepairLine : changeLine;
      await change.mutateAsync({ params: { reportId }, body: { package: packageId, quantity } });
      alerts.dismiss(alertId);
    } catch (error) {
      const failure =
        error instanceof MissingPackage
          ? message('screens.client.salesReport.quantityFailed', {
              error: message('screens.client.salesReport.packageNotFound', { ean: error.ean }),
            })
          : failureMessage('screens.client.salesReport.quantityFailed', error);
      fail(line, failure);
      // The field has its old value back and says why; the page alert (announced) says it too, naming the line,
      // and its retry sends the quantity that was typed, so nothing typed is lost for good.
      alerts.error(failure, {
        id: alertId,
        lines: [`${line.EAN} ${line.name}`],
        onRetry: () => void save(line, value).catch(() => undefined),
      });
      throw error;
    }
  };

  const errorOf = (line: SalesLine) => {
    const failure = failures[line.id];
    return failure && text(failure);
  };
  return { save, errorOf };
}
