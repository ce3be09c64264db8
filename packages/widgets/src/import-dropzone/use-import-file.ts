import type { WorkbookRefusal } from '@epp/core';
import { useEppTranslation, useMessageText } from '@epp/i18n';
import { announce } from '@epp/ui';
import { useRef, useState } from 'react';
import { checkImportFiles, type ImportFileRefusal } from './check-import-file';
import { refusalMessage } from './import-messages';
import type { PreviewState } from './import-preview';
import { readSheetPreview } from './read-sheet-preview';

export interface ImportFileOptions {
  /** While an upload runs no file is taken. */
  isDisabled: boolean;
  /** A file was accepted or removed: the last upload's outcome no longer applies. */
  onChange: () => void;
  /** How the preview is read (the widget's worker reader; a test holds it to order a read against an import). */
  readPreview?: typeof readSheetPreview;
}

/**
 * The chosen file: dropped or chosen files are checked (one .xlsx up to 5 MB, by content too) and refused with
 * the spec's message, or accepted and previewed (a newer choice or a removal outdates a preview still being
 * read); a workbook over the limits of what it unpacks to, or too slow to read, is refused when its preview says so. Acceptance, refusal and removal are announced.
 */
export function useImportFile({ isDisabled, onChange, readPreview = readSheetPreview }: ImportFileOptions) {
  const { t } = useEppTranslation();
  const text = useMessageText();
  const previewToken = useRef(0);
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<ImportFileRefusal | WorkbookRefusal | null>(null);
  const [preview, setPreview] = useState<PreviewState>({ status: 'none' });

  async function take(files: File[]) {
    if (isDisabled) return;
    const check = await checkImportFiles(files);
    if (!check.ok) {
      if (check.error === null) return;
      setRefusal(check.error);
      announce(text(refusalMessage(check.error)), 'assertive');
      return;
    }
    const accepted = check.file;
    setRefusal(null);
    onChange();
    setFile(accepted);
    announce(t('widgets.importDropzone.accepted', { fileName: accepted.name }));
    const token = ++previewToken.current;
    setPreview({ status: 'loading' });
    const read = await readPreview(accepted).catch(() => ({ kind: 'failed' }) as const);
    if (previewToken.current !== token) return;
    if (read.kind === 'ready') setPreview({ status: 'ready', data: read.data });
    else if (read.kind === 'failed') setPreview({ status: 'failed' });
    else {
      // Over a limit of what the file unpacks to, or too slow to read: refused as a file over 5 MB is.
      setFile(null);
      setPreview({ status: 'none' });
      setRefusal(read.refusal);
      announce(text(refusalMessage(read.refusal)), 'assertive');
    }
  }

  /** Removes the chosen file (announced); false when there was none. */
  function remove(): boolean {
    if (file === null) return false;
    previewToken.current += 1;
    announce(t('widgets.importDropzone.removed', { fileName: file.name }));
    setFile(null);
    setPreview({ status: 'none' });
    onChange();
    return true;
  }

  /**
   * The file was imported: the dropzone is empty again. An import may be sent while its preview is still being
   * read; that read is outdated, so its preview does not come back over the empty dropzone.
   */
  function clear() {
    previewToken.current += 1;
    setFile(null);
    setPreview({ status: 'none' });
  }

  return { file, refusal, preview, take, remove, clear };
}
