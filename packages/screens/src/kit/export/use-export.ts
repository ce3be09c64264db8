// A page's export (an Excel file of what it lists, or a report the server writes): once at a time
// (useSubmitOnce), announced when the file is saved, and a failure said as one page alert — a new failure
// replaces the last, and a new try takes the old failure away. The workbooks themselves are written by
// @epp/ui's exportWorkbook, which loads exceljs only when the user exports.
import { type Message, type TranslationKey, useEppTranslation } from '@epp/i18n';
import { announce, useSubmitOnce } from '@epp/ui';
import { useId } from 'react';
import { usePageAlerts } from '../page-alerts';

export interface ExportFailure {
  title: Message;
  lines: readonly (Message | string)[];
}

export interface ExportTexts<Args extends unknown[] = []> {
  /** Announced once the file is saved, e.g. `screens.client.packages.exported`; "Fail on alla laaditud." if none. */
  done?: TranslationKey;
  /**
   * The page alert for a failed export, from the error and the export's arguments (spec §8): its title, or its
   * title and lines (a text with no slot for the reason takes it on a line under it).
   */
  failed: (error: unknown, ...args: Args) => Message | ExportFailure;
  /**
   * The page alert's id when the page shares one failure alert among its actions (a report's export, submit and
   * delete: a new failure of any replaces the last); the export's own id by default.
   */
  alertId?: string;
}

/**
 * `run(...args)` saves the file `save` writes; `isPending` while it runs (the button's spinner). A page offering
 * several downloads (a report and its template) gives them as arguments of one export: one at a time.
 */
export function useExport<Args extends unknown[] = []>(
  save: (...args: Args) => Promise<unknown>,
  texts: ExportTexts<Args>,
) {
  const { t } = useEppTranslation();
  const alerts = usePageAlerts();
  const ownId = useId();
  const alertId = texts.alertId ?? ownId;
  return useSubmitOnce(async (...args: Args) => {
    alerts.dismiss(alertId);
    try {
      await save(...args);
      announce(t(texts.done ?? 'common.downloaded'));
    } catch (error) {
      const failure = texts.failed(error, ...args);
      if ('title' in failure) alerts.error(failure.title, { id: alertId, lines: failure.lines });
      else alerts.error(failure, { id: alertId });
    }
  });
}
