import { useEppTranslation, useMessageText } from '@epp/i18n';
import { Alert } from '@epp/ui';
import { useFailureLineText } from '../confirm-with-problems/use-failure-line-text';
import type { ImportKind } from './import-dropzone';
import { failureTitleKey, importFailureLines, statisticsMessages } from './import-messages';
import type { ImportOutcome as Outcome } from './use-import-upload';

/** How the import ended: the kind's failure title with the server's rows, or its success with the statistics. */
export function ImportOutcome({ kind, outcome }: { kind: ImportKind; outcome: Outcome }) {
  const { t } = useEppTranslation();
  const text = useMessageText();
  const lineText = useFailureLineText();
  if (outcome.kind === 'failed') {
    return (
      <Alert tone="error" title={t(failureTitleKey(kind))} lines={importFailureLines(outcome.error).map(lineText)} />
    );
  }
  if (outcome.kind === 'done') {
    return (
      <Alert
        tone="success"
        title={t(`widgets.importDropzone.success.${kind}`)}
        lines={statisticsMessages(outcome.result)?.map(text)}
      />
    );
  }
  return null;
}
