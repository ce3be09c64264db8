// The import of a sales report or its repair from a file, in a modal (spec §2 "Import modal"): the
// ApiImportDropzone (the ImportDropzone wired to @epp/api), titled with the period ("Parandus" for a repair).
import { formatDisplayPeriod } from '@epp/core';
import { DialogSurface, Modal } from '@epp/ui';
import { ApiImportDropzone } from '@epp/widgets/import-dropzone';
import { useId } from 'react';

export interface ImportRequest {
  /** The original's id (the repair import takes it too). */
  originalId: number;
  period: string;
  isRepair: boolean;
}

export interface ImportReportModalProps {
  request: ImportRequest | null;
  onClose: () => void;
  onImported: (request: ImportRequest) => void;
  onTemplateDownload: (request: ImportRequest) => void;
}

export function ImportReportModal({ request, onClose, onImported, onTemplateDownload }: ImportReportModalProps) {
  const titleId = useId();
  return (
    <Modal isOpen={request !== null} onOpenChange={(isOpen) => !isOpen && onClose()} size="lg">
      {request && (
        <DialogSurface aria-labelledby={titleId}>
          <ApiImportDropzone
            target={{ kind: 'sales', reportId: request.originalId, isRepair: request.isRepair }}
            period={formatDisplayPeriod(request.period)}
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
