import { useEppTranslation } from '@epp/i18n';
import { type Cell, FlexRender, type Row, type RowData } from '@tanstack/react-table';
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
}

function DataCell<TData extends RowData>({ cell }: { cell: Cell<DataTableFeatures, TData, unknown> }) {
  const { align, truncate } = cell.column.columnDef.meta ?? {};
  return (
    <td data-body-cell="" data-align={align}>
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
}: TableRowProps<TData>) {
  const { t } = useEppTranslation();
  const detailId = `${row.id}-detail`;
  const hasDetails = renderDetail !== undefined;
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
        {row.getAllCells().map((cell) => (
          <DataCell key={cell.column.id} cell={cell} />
        ))}
      </tr>
      {isExpanded && renderDetail && (
        <tr id={detailId}>
          <td data-detail-cell="" colSpan={columnCount}>
            {renderDetail(row.original)}
          </td>
        </tr>
      )}
    </>
  );
}

export const TableRow = memo(TableRowInner) as typeof TableRowInner;
