// The frame every report's lines table shares (the sales report, the rPET report): the caption, the header
// row, three skeleton rows while loading and the "no lines" row, in the report tables' one look. The report
// draws its own line rows (its editable cells) and footer.
import { type DataTableDensity, Skeleton } from '@epp/ui';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import * as styles from './sales/sales-report.styles';

const Frame = styled.div`
  ${styles.tableFrame}
`;
const Table = styled.table`
  ${styles.table}
`;
/** A cell holding a number field (a quantity, a percentage). */
export const EditableNumberCell = styled.td`
  ${styles.quantityCell}
`;

export interface ReportLinesFrameProps {
  caption: string;
  /** The column headers in order, each with whether its figures align to the end. */
  columns: readonly { key: string; label: string; alignEnd: boolean }[];
  isLoading: boolean;
  /** Shown in one row when there are no lines (and nothing is loading). */
  emptyText: string | null;
  /** The line rows. */
  children: ReactNode;
  footer?: ReactNode;
  /**
   * Compact cells (4 × 8 px instead of 8 × 12) and headers that wrap at their spaces, as the DataTable's
   * `density="compact"`: for a report with many columns beside the 240 px sidebar (issue #29). `regular` by default.
   */
  density?: DataTableDensity;
}

export function ReportLinesFrame({
  caption,
  columns,
  isLoading,
  emptyText,
  children,
  footer,
  density = 'regular',
}: ReportLinesFrameProps) {
  return (
    <Frame>
      <Table data-density={density}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" data-align={column.alignEnd ? 'end' : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {isLoading &&
            [0, 1, 2].map((row) => (
              <tr key={row}>
                {columns.map((column) => (
                  <td key={column.key}>
                    <Skeleton width="70%" />
                  </td>
                ))}
              </tr>
            ))}
          {!isLoading && emptyText !== null && (
            <tr>
              <td colSpan={columns.length}>{emptyText}</td>
            </tr>
          )}
          {children}
        </tbody>
        {footer}
      </Table>
    </Frame>
  );
}
