import type { Row, RowData } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ComponentProps, type ReactNode, useCallback, useRef } from 'react';
import { styled } from 'styled-components';
import { scrollArea, spacerCell, table } from './data-table.styles';
import type { DataTableFeatures } from './features';

const ScrollArea = styled.div`
  ${scrollArea}
`;

const Table = styled.table`
  ${table}
`;

const SpacerTd = styled.td`
  ${spacerCell}
`;

export interface VirtualTableProps<TData extends RowData> {
  /** How many rows there are in all. */
  count: number;
  /** The row at a position; asked only for the rows in view. */
  rowAt: (position: number) => Row<DataTableFeatures, TData> | undefined;
  /** Caption, column widths and header: everything of the table but its rows. */
  children: ReactNode;
  renderRow: (row: Row<DataTableFeatures, TData>, index: number) => ReactNode;
  tableProps: ComponentProps<'table'>;
  /** The element that names the scrolling region (the caption, or the screen's heading). */
  labelledBy: string;
  columnCount: number;
  /** The head's rows (more than one with column groups): aria-rowcount counts them with the body's. */
  headRowCount: number;
  height: number;
  estimatedRowHeight: number;
}

/** Empty space standing in for the rows above or below the window; hidden from assistive technology. */
function Spacer({ height, columnCount }: { height: number; columnCount: number }) {
  if (height <= 0) return null;
  return (
    <tbody aria-hidden="true">
      <tr>
        <SpacerTd colSpan={columnCount} style={{ height }} />
      </tr>
    </tbody>
  );
}

/**
 * "Kõik" with many rows: only the rows in view (and a few more) are in the DOM. It stays a native table, so
 * screen readers still hear a table; aria-rowcount on it and aria-rowindex on each row say where a row is
 * among all of them. Each row is its own <tbody> with its details row, so the virtualizer can measure an
 * expanded row as one item. The virtualizer lives here, in the component that owns the scroll element.
 */
export function VirtualTable<TData extends RowData>({
  count,
  rowAt,
  children,
  renderRow,
  tableProps,
  labelledBy,
  columnCount,
  headRowCount,
  height,
  estimatedRowHeight,
}: VirtualTableProps<TData>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const getScrollElement = useCallback(() => scrollRef.current, []);
  const estimateSize = useCallback(() => estimatedRowHeight, [estimatedRowHeight]);
  // Positions are the virtualizer's keys (its default): keyed by row id, every sort or filter would make it
  // rebuild its measurements of all 100,000 positions. A row's own height is measured again when it renders.
  const virtualizer = useVirtualizer({
    count,
    getScrollElement,
    estimateSize,
    overscan: 4,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const before = first ? first.start : 0;
  const after = last ? virtualizer.getTotalSize() - last.end : 0;
  return (
    // A focusable, named region: keyboard users can scroll it, screen readers know what it holds.
    <ScrollArea ref={scrollRef} role="region" aria-labelledby={labelledBy} tabIndex={0} style={{ height }}>
      <Table {...tableProps} data-virtual="" aria-rowcount={count + headRowCount}>
        {children}
        <Spacer height={before} columnCount={columnCount} />
        {items.map((item) => {
          const row = rowAt(item.index);
          if (!row) return null;
          return (
            <tbody key={item.key} data-index={item.index} ref={virtualizer.measureElement}>
              {renderRow(row, item.index)}
            </tbody>
          );
        })}
        <Spacer height={after} columnCount={columnCount} />
      </Table>
    </ScrollArea>
  );
}
