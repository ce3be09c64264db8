import { formatNumber } from '@epp/core';
import { useEppTranslation, useInterfaceLanguage } from '@epp/i18n';
import { FileIcon, IconButton, TrashIcon, VisuallyHidden } from '@epp/ui';
import { styled } from 'styled-components';
import * as styles from './import-dropzone.styles';
import { fileSizeKb } from './import-messages';

export interface ChosenFileProps {
  file: File;
  onRemove: () => void;
  isDisabled: boolean;
}

const FileRow = styled.div`
  ${styles.fileRow}
`;
const FileName = styled.span`
  ${styles.fileName}
`;
const Muted = styled.span`
  ${styles.muted}
`;

/** The chosen file: its name and size (kB) and a button that removes it. */
export function ChosenFile({ file, onRemove, isDisabled }: ChosenFileProps) {
  const { t } = useEppTranslation();
  const language = useInterfaceLanguage();
  const size = t('widgets.importDropzone.fileSize', {
    size: formatNumber(fileSizeKb(file.size), language, { maxDecimals: 1 }),
  });
  return (
    <FileRow>
      <FileIcon />
      <FileName>
        <VisuallyHidden>{t('widgets.importDropzone.chosenFile')}: </VisuallyHidden>
        {file.name} <Muted>({size})</Muted>
      </FileName>
      <IconButton
        aria-label={t('widgets.importDropzone.remove', { fileName: file.name })}
        isDisabled={isDisabled}
        onPress={onRemove}
      >
        <TrashIcon />
      </IconButton>
    </FileRow>
  );
}
