// A page's export (an Excel file of what it lists, or a report the server writes): once at a time
// (useSubmitOnce), announced when the file is saved, and a failure said as a page alert — a new failure
// replaces the last, and a new try takes the old failure away. The workbooks themselves are written by
// @epp/ui's exportWorkbook, which loads exceljs only when the user exports.
import { type Message, type TranslationKey, useEppTranslation } from '@epp/i18n';
import { announce, useSubmitOnce } from '@epp/ui';
import { useId } from 'react';
import { usePageAlerts } from '../page-alerts';

export interface ExportTexts {
  /** Announced once the file is saved, e.g. `screens.client.packages.exported`. */
  done: TranslationKey;
  /** The page alert for a failed export, from the error (spec §8: "Excel faili loomine ebaõnnestus!"). */
  failed: (error: unknown) => Message;
}

/** `run()` saves the file `save` writes; `isPending` while it runs (the button's spinner). */
export function useExport(save: () => Promise<unknown>, texts: ExportTexts) {
  const { t } = useEppTranslation();
  const alerts = usePageAlerts();
  const alertId = useId();
  return useSubmitOnce(async () => {
    alerts.dismiss(alertId);
    try {
      await save();
      announce(t(texts.done));
    } catch (error) {
      alerts.error(texts.failed(error), { id: alertId });
    }
  });
}
