// The rows shown instead of data: skeletons while loading, the empty text, an error with a retry button.
// They stay inside the table so the header keeps its place and the page does not jump when data arrives.
import { useEppTranslation } from '@epp/i18n';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Alert } from '../alert/alert';
import { EmptyState } from '../empty-state/empty-state';
import { Skeleton } from '../skeleton/skeleton';
import { bodyCell, stateCell } from './data-table.styles';

const Td = styled.td`
  ${bodyCell}
`;

const StateTd = styled.td`
  ${stateCell}
`;

const SKELETON_ROWS = 5;

export function LoadingRows({ columnCount }: { columnCount: number }) {
  return (
    <>
      {Array.from({ length: SKELETON_ROWS }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity and never reorder
        <tr key={row}>
          {Array.from({ length: columnCount }, (_, column) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity and never reorder
            <Td key={column}>
              <Skeleton width={column % 2 === 0 ? '80%' : '60%'} />
            </Td>
          ))}
        </tr>
      ))}
    </>
  );
}

export function EmptyRow({ columnCount, text }: { columnCount: number; text: ReactNode }) {
  const { t } = useEppTranslation();
  return (
    <tr>
      <StateTd colSpan={columnCount}>
        <EmptyState title={text ?? t('ui.dataTable.empty')} />
      </StateTd>
    </tr>
  );
}

export function ErrorRow({
  columnCount,
  message,
  onRetry,
}: {
  columnCount: number;
  message: ReactNode;
  onRetry: (() => void) | undefined;
}) {
  const { t } = useEppTranslation();
  return (
    <tr>
      <StateTd colSpan={columnCount}>
        <Alert tone="error" role="alert" title={t('ui.dataTable.error')} {...(onRetry ? { onRetry } : {})}>
          {message}
        </Alert>
      </StateTd>
    </tr>
  );
}
