import { MAX_IMPORT_FILE_MB } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { UploadIcon } from '@epp/ui';
import { type Ref, useId, useRef } from 'react';
import { Button as AriaButton, FileTrigger, isFileDropItem, useDrop } from 'react-aria-components';
import { styled } from 'styled-components';
import * as styles from './import-dropzone.styles';

export interface ImportDropAreaProps {
  /** The dropped or chosen files, unchecked. */
  onFiles: (files: File[]) => void | Promise<void>;
  isDisabled: boolean;
  /** The chooser button, focused again when the chosen file is removed. */
  buttonRef: Ref<HTMLButtonElement>;
}

const XLSX_TYPES = ['.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];

const DropArea = styled.div`
  ${styles.dropArea}
`;
const DropButton = styled(AriaButton)`
  ${styles.dropButton}
`;
const DropLabel = styled.span`
  ${styles.dropLabel}
`;
const Limits = styled.span`
  ${styles.dropLimits}
`;

/**
 * The drop area, which is also the file chooser's button, with the limits (one .xlsx, up to 5 MB). The limits are
 * drawn inside the area but are not the button's content: they are its description, so a screen reader says the
 * button's name, then the limits, once (as content and description they were said twice); a name taken from
 * `aria-label` instead would differ from the visible content (axe label-content-name-mismatch).
 */
export function ImportDropArea({ onFiles, isDisabled, buttonRef }: ImportDropAreaProps) {
  const { t } = useEppTranslation();
  const limitsId = useId();
  const dropAreaRef = useRef<HTMLDivElement>(null);
  const { dropProps, isDropTarget } = useDrop({
    ref: dropAreaRef,
    isDisabled,
    getDropOperation: () => 'copy',
    onDrop: async (event) => {
      const files = await Promise.all(event.items.filter(isFileDropItem).map((item) => item.getFile()));
      await onFiles(files);
    },
  });
  return (
    <DropArea ref={dropAreaRef} {...dropProps} data-drop-target={isDropTarget || undefined}>
      <FileTrigger acceptedFileTypes={XLSX_TYPES} onSelect={(list) => void onFiles(list ? Array.from(list) : [])}>
        <DropButton ref={buttonRef} aria-describedby={limitsId} isDisabled={isDisabled}>
          <UploadIcon />
          <DropLabel>
            {isDropTarget ? t('widgets.importDropzone.dropTarget') : t('widgets.importDropzone.dropLabel')}
          </DropLabel>
        </DropButton>
      </FileTrigger>
      <Limits id={limitsId}>{t('widgets.importDropzone.limits', { mb: MAX_IMPORT_FILE_MB })}</Limits>
    </DropArea>
  );
}
