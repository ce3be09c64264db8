// A report page's Excel export: once at a time (useSubmitOnce), announced when the file is saved, and a
// failure said as a page alert with the page's own text (spec §8) — a new failure replaces the last.
import { type TranslationKey, useEppTranslation } from '@epp/i18n';
import { announce, useSubmitOnce } from '@epp/ui';
import { failureMessage } from '@epp/widgets/error-text';
import { useId } from 'react';
import { usePageAlerts } from '../kit';

export interface ReportExportTexts {
  /** The failure, with the error's own text in its `{{error}}` slot, e.g. `errors.summary.export`. */
  failed: TranslationKey;
  /** Announced once the file is saved. */
  done: TranslationKey;
}

/** `run()` saves the file `save` fetches; `isPending` while it runs (for the button's spinner). */
export function useReportExport(save: () => Promise<unknown>, texts: ReportExportTexts) {
  const { t } = useEppTranslation();
  const alerts = usePageAlerts();
  const alertId = useId();
  return useSubmitOnce(async () => {
    alerts.dismiss(alertId);
    try {
      await save();
      announce(t(texts.done));
    } catch (error) {
      alerts.error(failureMessage(texts.failed, error), { id: alertId });
    }
  });
}
