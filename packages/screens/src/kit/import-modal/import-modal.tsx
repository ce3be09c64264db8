// The import of a report from a file, in a modal (spec client §2 "Import modal", "rPET reports"; §9: one .xlsx of
// at most 5 MB): the ApiImportDropzone (the ImportDropzone wired to @epp/api) titled with the period, with the
// template to download and, on failure, the server's rows. One frame for every report kind: the screen gives
// its request and says what it imports into (sales or its repair, rPET, the operator's returns).
import type { IsoDate } from '@epp/core';
import { DialogSurface, Modal } from '@epp/ui';
import { ApiImportDropzone, type ImportTarget } from '@epp/widgets/import-dropzone';
import { useId } from 'react';

/** What a request imports into: the endpoint's target and the period its title names, as shown ("2025-03"). */
export interface ImportInto {
  target: ImportTarget;
  period: string;
}

export interface ImportModalProps<Request> {
  /** The row or report being imported into; the modal is open while it is set. */
  request: Request | null;
  into: (request: Request) => ImportInto;
  onClose: () => void;
  onImported: (request: Request) => void;
  /** The template's download, where the report kind has one (the return imports have none). */
  onTemplateDownload?: (request: Request) => void;
  /** Today, for the bulk return import's month pickers. */
  today?: IsoDate;
}

export function ImportModal<Request>({
  request,
  into,
  onClose,
  onImported,
  onTemplateDownload,
  today,
}: ImportModalProps<Request>) {
  const titleId = useId();
  const what = request === null ? null : into(request);
  return (
    <Modal isOpen={request !== null} onOpenChange={(isOpen) => !isOpen && onClose()} size="lg">
      {request !== null && what !== null && (
        <DialogSurface aria-labelledby={titleId}>
          <ApiImportDropzone
            target={what.target}
            period={what.period}
            titleId={titleId}
            {...(onTemplateDownload ? { onTemplateDownload: () => onTemplateDownload(request) } : {})}
            {...(today ? { today } : {})}
            onImported={() => onImported(request)}
            onCancel={onClose}
          />
        </DialogSurface>
      )}
    </Modal>
  );
}
