// The import of an rPET report's percentages from a file, in a modal (spec §2 "rPET reports", §9: one .xlsx
// of at most 5 MB): the ApiImportDropzone titled with the year, the template (the report's export) to download,
// and on failure the server's rows ("EAN - code", or the default text).
import { DialogSurface, Modal } from '@epp/ui';
import { ApiImportDropzone } from '@epp/widgets/import-dropzone';
import { useId } from 'react';

export interface RpetImportRequest {
  reportId: number;
  /** The year as the API formats it ("2025"). */
  period: string;
}

export interface RpetImportModalProps {
  request: RpetImportRequest | null;
  onClose: () => void;
  onImported: (request: RpetImportRequest) => void;
  onTemplateDownload: (request: RpetImportRequest) => void;
}

export function RpetImportModal({ request, onClose, onImported, onTemplateDownload }: RpetImportModalProps) {
  const titleId = useId();
  return (
    <Modal isOpen={request !== null} onOpenChange={(isOpen) => !isOpen && onClose()} size="lg">
      {request && (
        <DialogSurface aria-labelledby={titleId}>
          <ApiImportDropzone
            target={{ kind: 'rpet', reportId: request.reportId }}
            period={request.period}
            titleId={titleId}
            onTemplateDownload={() => onTemplateDownload(request)}
            onImported={() => onImported(request)}
            onCancel={onClose}
          />
        </DialogSurface>
      )}
    </Modal>
  );
}
