import { useEppTranslation } from '@epp/i18n';
import { type Cell, FlexRender, type Header, type Row, type RowData } from '@tanstack/react-table';
import { memo, type ReactNode } from 'react';
import { Checkbox } from '../checkbox/checkbox';
import { IconButton } from '../icon-button/icon-button';
import { ChevronDownIcon, ChevronRightIcon } from '../icons/icons';
import type { DataTableFeatures } from './features';
import { TruncatedText } from './truncated-text';

// Plain elements: the table's styles (bodyRows in data-table.styles.ts) style them by these data attributes.

/** What changes between renders is passed as plain values, so a memoised row redraws only when it changed. */
export interface TableRowProps<TData extends RowData> {
  row: Row<DataTableFeatures, TData>;
  /** The row's position in the rows the body renders from; the table's click handler looks it up by this. */
  index: number;
  /** 1-based position among all rows of the table, the header row being 1 (aria-rowindex). */
  ariaRowIndex: number;
  label: string;
  isSelectable: boolean;
  isSelected: boolean;
  canExpand: boolean | undefined;
  isExpanded: boolean;
  isMuted: boolean;
  hasAction: boolean;
  columnCount: number;
  onToggleSelected: (id: string, isSelected: boolean) => void;
  onToggleExpanded: (id: string) => void;
  renderDetail: ((row: TData) => ReactNode) | undefined;
  /** The columns folded into the details (a narrow container): their values show there, labelled. */
  foldedHeaders: readonly Header<DataTableFeatures, TData, unknown>[];
}

function DataCell<TData extends RowData>({ cell }: { cell: Cell<DataTableFeatures, TData, unknown> }) {
  const { align, truncate, tight } = cell.column.columnDef.meta ?? {};
  return (
    <td data-body-cell="" data-align={align} data-tight={tight || undefined}>
      {truncate === undefined ? (
        <FlexRender cell={cell} />
      ) : (
        <TruncatedText maxWidth={truncate}>
          <FlexRender cell={cell} />
        </TruncatedText>
      )}
    </td>
  );
}

/** The folded columns' values, each under its column's name: `meta.label`, else what its header cell shows. */
function FoldedValues<TData extends RowData>({
  row,
  headers,
}: {
  row: Row<DataTableFeatures, TData>;
  headers: readonly Header<DataTableFeatures, TData, unknown>[];
}) {
  const cells = new Map(row.getAllCells().map((cell) => [cell.column.id, cell]));
  return (
    <dl data-folded="">
      {headers.map((header) => {
        const cell = cells.get(header.column.id);
        if (!cell) return null;
        const label = header.column.columnDef.meta?.label;
        return (
          <div key={header.column.id}>
            <dt>{label ?? <FlexRender header={header} />}</dt>
            <dd>
              <FlexRender cell={cell} />
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

function TableRowInner<TData extends RowData>({
  row,
  index,
  ariaRowIndex,
  label,
  isSelectable,
  isSelected,
  canExpand,
  isExpanded,
  isMuted,
  hasAction,
  columnCount,
  onToggleSelected,
  onToggleExpanded,
  renderDetail,
  foldedHeaders,
}: TableRowProps<TData>) {
  const { t } = useEppTranslation();
  const detailId = `${row.id}-detail`;
  const hasFolded = foldedHeaders.length > 0;
  const hasDetails = renderDetail !== undefined || hasFolded;
  const cells = row.getAllCells();
  const shownCells = hasFolded
    ? cells.filter((cell) => !foldedHeaders.some((h) => h.column.id === cell.column.id))
    : cells;
  return (
    <>
      <tr
        data-body-row=""
        data-row-index={index}
        aria-rowindex={ariaRowIndex}
        data-selected={isSelected || undefined}
        data-muted={isMuted || undefined}
        data-action={hasAction || undefined}
        // The row itself takes focus when it opens something: Enter on it does what a click does.
        tabIndex={hasAction ? 0 : undefined}
      >
        {isSelectable && (
          <td data-body-cell="" data-control="">
            <Checkbox
              aria-label={t('ui.dataTable.selectRow', { label })}
              isSelected={isSelected}
              onChange={(selected) => onToggleSelected(row.id, selected)}
            />
          </td>
        )}
        {hasDetails && (
          <td data-body-cell="" data-control="">
            {canExpand && (
              <IconButton
                size="sm"
                aria-label={t(isExpanded ? 'ui.dataTable.collapseRow' : 'ui.dataTable.expandRow', { label })}
                aria-expanded={isExpanded}
                aria-controls={isExpanded ? detailId : undefined}
                onPress={() => onToggleExpanded(row.id)}
              >
                {isExpanded ? <ChevronDownIcon /> : <ChevronRightIcon />}
              </IconButton>
            )}
          </td>
        )}
        {/* Keyed by column, not by cell id (which holds the row id): when a sort or filter brings another row to
            this position, its cells update in place instead of being unmounted and mounted again. */}
        {shownCells.map((cell) => (
          <DataCell key={cell.column.id} cell={cell} />
        ))}
      </tr>
      {isExpanded && hasDetails && (
        <tr id={detailId}>
          <td data-detail-cell="" colSpan={columnCount}>
            {hasFolded && <FoldedValues row={row} headers={foldedHeaders} />}
            {renderDetail?.(row.original)}
          </td>
        </tr>
      )}
    </>
  );
}

export const TableRow = memo(TableRowInner) as typeof TableRowInner;
