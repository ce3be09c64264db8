import { useEppTranslation } from '@epp/i18n';
import { Alert, Spinner, VisuallyHidden, WarningIcon } from '@epp/ui';
import { styled } from 'styled-components';
import * as styles from './import-dropzone.styles';
import type { SheetPreview } from './sheet-preview';

export type PreviewState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; data: SheetPreview }
  | { status: 'failed' };

const Table = styled.table`
  ${styles.previewTable}
`;

/** The first rows of the chosen sheet, with EANs that fail the check digit flagged (visibly and in words). */
export function ImportPreview({ state }: { state: PreviewState }) {
  const { t } = useEppTranslation();
  if (state.status === 'none') return null;
  if (state.status === 'loading') return <Spinner label={t('widgets.importDropzone.preview.loading')} showLabel />;
  if (state.status === 'failed') {
    return <Alert tone="warning" role="none" title={t('widgets.importDropzone.preview.failed')} />;
  }
  const { data } = state;
  if (data.rows.length === 0) {
    return <Alert tone="warning" role="none" title={t('widgets.importDropzone.preview.empty')} />;
  }
  return (
    <>
      <Table>
        <caption>
          {t('widgets.importDropzone.preview.heading')}:{' '}
          {t('widgets.importDropzone.preview.caption', { shown: data.rows.length, total: data.totalRows })}
        </caption>
        <thead>
          <tr>
            {data.header.map((cell, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns have no identity but their place
              <th key={index} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row, rowIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the preview's rows never move
            <tr key={rowIndex}>
              {row.map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns have no identity but their place
                <td key={index} data-bad-ean={cell.isBadEan || undefined}>
                  {cell.isBadEan && <WarningIcon />} {cell.text}
                  {cell.isBadEan && <VisuallyHidden> {t('widgets.importDropzone.preview.badEan')}</VisuallyHidden>}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
      {data.badEanCount > 0 && (
        <Alert
          tone="warning"
          role="none"
          title={t('widgets.importDropzone.preview.badEans', { count: data.badEanCount })}
        />
      )}
    </>
  );
}
