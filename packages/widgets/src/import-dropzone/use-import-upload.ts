import { useEppTranslation } from '@epp/i18n';
import { announce, useSubmitOnce } from '@epp/ui';
import { useState } from 'react';
import type { ImportPeriods } from './import-dropzone';

/** How the last upload ended: nothing yet, failed with the error, or done with what the server answered. */
export type ImportOutcome = { kind: 'none' } | { kind: 'failed'; error: unknown } | { kind: 'done'; result: unknown };

export interface ImportUploadOptions {
  onImport: (file: File, periods: ImportPeriods | null) => Promise<unknown>;
  onImported?: (result: unknown) => void;
  /** After a successful upload (the dropzone empties its file). */
  onSuccess: () => void;
}

/** The upload: announced, never twice at once, its outcome kept until the file changes. */
export function useImportUpload({ onImport, onImported, onSuccess }: ImportUploadOptions) {
  const { t } = useEppTranslation();
  const [outcome, setOutcome] = useState<ImportOutcome>({ kind: 'none' });

  const upload = useSubmitOnce(async (file: File, periods: ImportPeriods | null) => {
    setOutcome({ kind: 'none' });
    announce(t('widgets.importDropzone.uploading', { fileName: file.name }));
    try {
      const result = await onImport(file, periods);
      setOutcome({ kind: 'done', result });
      onSuccess();
      onImported?.(result);
    } catch (error) {
      setOutcome({ kind: 'failed', error });
    }
  });

  return {
    outcome,
    resetOutcome: () => setOutcome({ kind: 'none' }),
    upload: upload.run,
    isUploading: upload.isPending,
  };
}
