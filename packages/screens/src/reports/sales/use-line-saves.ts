// Saving a sales report line's quantity (spec §5 "Sales quantity") and the error of each line's last failed
// save, for the lines table of the report view.
import { apiQueryKey, useChangeRepairLine, useChangeSalesLine, usePackages } from '@epp/api/hooks';
import type { SalesLine, SalesReportDetail } from '@epp/api/schemas';
import { type Message, message, useMessageText } from '@epp/i18n';
import { announce } from '@epp/ui';
import { failureMessage } from '@epp/widgets/error-text';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { packageIdOf, quantityToSend, withSavedLine } from './sales-report-lines';

export interface LineSaves {
  /** Saves a committed quantity; rejects (so the field restores the old value) when the save fails. */
  save: (line: SalesLine, value: number | null) => Promise<void>;
  /** The error of a line's last save, if it failed, in the interface language. */
  errorOf: (line: SalesLine) => string | undefined;
}

export function useLineSaves(reportId: number, isRepair: boolean): LineSaves {
  const text = useMessageText();
  const queryClient = useQueryClient();
  const packages = usePackages();
  const changeLine = useChangeSalesLine();
  const changeRepairLine = useChangeRepairLine();
  // Kept as messages, so a line's error follows a language switch.
  const [failures, setFailures] = useState<Readonly<Record<number, Message>>>({});
  const fail = (line: SalesLine, failure: Message) => setFailures((current) => ({ ...current, [line.id]: failure }));

  const save = async (line: SalesLine, value: number | null) => {
    const quantity = quantityToSend(value, line.quantity);
    if (quantity === null) return;
    setFailures(({ [line.id]: _, ...rest }) => rest);
    // The package list may still be loading (or have failed) when the first quantity is saved: ask for it then.
    const packageList = packages.data ?? (await packages.refetch()).data ?? [];
    const packageId = packageIdOf(line, packageList);
    if (packageId === null) {
      const reason = message('screens.client.salesReport.packageNotFound', { ean: line.EAN });
      fail(line, message('screens.client.salesReport.quantityFailed', { error: reason }));
      throw new Error(`No package with EAN ${line.EAN}`);
    }
    try {
      const change = isRepair ? changeRepairLine : changeLine;
      const saved = await change.mutateAsync({ params: { reportId }, body: { package: packageId, quantity } });
      // The answer is the saved line: put it in the report at once, so the totals follow before the refetch.
      queryClient.setQueryData<SalesReportDetail>(
        apiQueryKey(isRepair ? 'salesRepairDetail' : 'salesReportDetail', { params: { id: reportId } }),
        (current) => current && withSavedLine(current, saved),
      );
    } catch (error) {
      const failure = failureMessage('screens.client.salesReport.quantityFailed', error);
      fail(line, failure);
      announce(text(failure), 'assertive');
      throw error;
    }
  };

  const errorOf = (line: SalesLine) => {
    const failure = failures[line.id];
    return failure && text(failure);
  };
  return { save, errorOf };
}
