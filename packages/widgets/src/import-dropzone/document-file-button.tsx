import { DOCUMENT_UPLOAD_EXTENSIONS, MAX_IMPORT_FILE_MB } from '@epp/core';
import { type Message, message } from '@epp/i18n';
import { Button } from '@epp/ui';
import { FileTrigger } from 'react-aria-components';
import { checkDocumentFiles, type DocumentFileRefusal } from './check-import-file';

export interface DocumentFileButtonProps {
  /** The button's text, e.g. "Lae volikiri üles". */
  children: string;
  /** Its accessible name where the text alone does not say whose file it is. */
  'aria-label'?: string;
  /** A file that passed the checks. */
  onFile: (file: File) => void;
  /** Why the chosen file was refused (the spec's message), to say where the page says things. */
  onRefused: (reason: Message) => void;
  isPending?: boolean;
  isDisabled?: boolean;
}

const ACCEPTED = DOCUMENT_UPLOAD_EXTENSIONS.map((extension) => `.${extension}`);

/** The spec's texts for a refused document: one file; its type; its size. */
export function documentRefusalMessage(refusal: DocumentFileRefusal): Message {
  if (refusal === 'too-many-files') return message('widgets.importDropzone.tooManyFiles');
  if (refusal === 'file-too-large')
    return message('widgets.importDropzone.fileTooLarge', { mb: String(MAX_IMPORT_FILE_MB) });
  return message('widgets.importDropzone.wrongDocumentType', { types: DOCUMENT_UPLOAD_EXTENSIONS.join(', ') });
}

/**
 * Chooses a contract document or warrant file (one; asice, bdoc, pdf, ddoc or edoc) and checks it as the import
 * dropzone checks its files, before anything is sent: `onFile` with a good one, `onRefused` with why not.
 */
export function DocumentFileButton({
  children,
  'aria-label': label,
  onFile,
  onRefused,
  isPending = false,
  isDisabled = false,
}: DocumentFileButtonProps) {
  const choose = async (files: File[]) => {
    const check = await checkDocumentFiles(files);
    if (check.ok) onFile(check.file);
    else if (check.error !== null) onRefused(documentRefusalMessage(check.error));
  };
  return (
    <FileTrigger acceptedFileTypes={ACCEPTED} onSelect={(list) => void choose(list ? Array.from(list) : [])}>
      <Button
        variant="secondary"
        size="sm"
        isPending={isPending}
        isDisabled={isDisabled}
        {...(label === undefined ? {} : { 'aria-label': label })}
      >
        {children}
      </Button>
    </FileTrigger>
  );
}
