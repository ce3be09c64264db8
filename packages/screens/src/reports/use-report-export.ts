// A report page's Excel export: the kit's useExport, its failure said with the page's own text and the
// error's (spec §8).
import type { TranslationKey } from '@epp/i18n';
import { failureMessage } from '@epp/widgets/error-text';
import { useExport } from '../kit/export';

export interface ReportExportTexts {
  /** The failure, with the error's own text in its `{{error}}` slot, e.g. `errors.summary.export`. */
  failed: TranslationKey;
  /** Announced once the file is saved. */
  done: TranslationKey;
}

/** `run()` saves the file `save` fetches; `isPending` while it runs (for the button's spinner). */
export function useReportExport(save: () => Promise<unknown>, texts: ReportExportTexts) {
  return useExport(save, { done: texts.done, failed: (error) => failureMessage(texts.failed, error) });
}
