import { ALL_ROWS, DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, type PageState, pageRange } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import {
  functionalUpdate,
  type Row,
  type RowData,
  type SortingState,
  type Updater,
  useTable,
} from '@tanstack/react-table';
import {
  type KeyboardEvent,
  type MouseEvent,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { styled } from 'styled-components';
import { useAnnouncer } from '../announcer/announcer';
import { useControllableState } from '../hooks/use-controllable-state';
import { Pagination } from '../pagination/pagination';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { DataTableCellContext } from './cell-context';
import { useClientRowOrder } from './client-rows';
import { caption, scrollArea, table, tableFrame } from './data-table.styles';
import { type DataTableColumn, type DataTableFeatures, dataTableFeatures, foldedColumnIds } from './features';
import { headerRowsOf } from './header-rows';
import { coverage, withId, withIds } from './id-set';
import { SelectionBar } from './selection-bar';
import { useShownRows } from './shown-rows';
import { columnName, TableHead } from './table-head';
import { TableRow } from './table-row';
import { EmptyRow, ErrorRow, LoadingRows } from './table-states';
import type { DataTableProps, SelectionSummary, SortState } from './types';
import { VirtualTable } from './virtual-table';

const Frame = styled.div`
  ${tableFrame}
`;

const ScrollArea = styled.div`
  ${scrollArea}
`;

const Table = styled.table`
  ${table}
`;

const Caption = styled.caption`
  ${caption}
`;

const NO_IDS: ReadonlySet<string> = new Set();
const CONTROL_COLUMN_WIDTH = '48px';
/** A click on one of these inside a row is theirs, not the row's. */
const ROW_CONTROLS = 'button, a, input, label, select, textarea, [role="checkbox"]';

/**
 * A data table on TanStack Table v9: a native <table> with sortable headers, pagination with "Kõik",
 * selection and expansion kept by row id, loading, empty and error rows, and a virtualized body for "Kõik"
 * over many rows. Client mode filters, sorts and pages `data` itself; server mode shows the page it is given
 * and reports page and sort changes — the same props otherwise.
 */
export function DataTable<TData extends RowData>(props: DataTableProps<TData>) {
  const { t } = useEppTranslation();
  const { announce } = useAnnouncer();
  const isServer = props.mode === 'server';
  const captionId = useId();

  // --- Sorting: one column; announced politely when the user changes it.
  const [sort, setSort] = useControllableState<SortState | null>(
    props.sort,
    props.defaultSort ?? null,
    props.onSortChange,
  );
  const sorting = useMemo<SortingState>(() => (sort ? [sort] : []), [sort]);

  const table = useTable({
    features: dataTableFeatures,
    // TanStack types its inputs as mutable arrays; it never writes to them.
    columns: props.columns as DataTableColumn<TData>[],
    data: props.data as TData[],
    getRowId: props.getRowId,
    state: { sorting },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = functionalUpdate(updater, sorting)[0] ?? null;
      setSort(next);
      if (next) {
        const name = columnName(captionId, next.id, table.getColumn(next.id)?.columnDef.meta?.label);
        announce(t(next.desc ? 'ui.dataTable.sortedDescending' : 'ui.dataTable.sortedAscending', { column: name }));
      }
    },
    // Client mode filters and sorts in useClientRowOrder (indices over cached column values), not in TanStack's
    // row models; server mode shows what the server sorted and filtered.
    manualSorting: true,
    manualFiltering: true,
    enableMultiSort: false,
    // Every column sorts ascending first. Left to TanStack ("auto"), the first click would read the first rows of
    // its filtered row model to guess the direction, building a Row for every one of 100,000 items.
    sortDescFirst: false,
    enableSortingRemoval: false,
  });
  const order = useClientRowOrder(table, {
    data: props.data,
    columns: props.columns,
    filters: props.filters,
    sort,
    isEnabled: !isServer,
  });
  const shown = useShownRows(table, { data: props.data, getRowId: props.getRowId, order, isServer });
  const total = isServer ? props.rowCount : shown.count;

  // --- Pagination: @epp/core's arithmetic; a new filter goes back to the first page (client mode).
  const [page, setPage] = useControllableState<PageState>(
    props.page,
    () => ({ page: 1, pageSize: props.defaultPageSize ?? DEFAULT_PAGE_SIZE }),
    props.onPageChange,
  );
  const seenFilters = useRef(props.filters);
  useEffect(() => {
    if (seenFilters.current === props.filters) return;
    seenFilters.current = props.filters;
    if (!isServer && page.page !== 1) setPage({ page: 1, pageSize: page.pageSize });
  }, [props.filters, isServer, page, setPage]);
  const isAll = page.pageSize === ALL_ROWS;
  const isLoading = props.isLoading === true;
  const hasError = props.error !== undefined && props.error !== null && props.error !== false;
  // "Kõik" over many rows renders only the rows in view (VirtualTable asks `shown.at` for them); a page, or
  // "Kõik" over a few rows, is materialised here.
  const isVirtual = isAll && !isLoading && !hasError && shown.count > (props.virtualizeAbove ?? 100);
  const bodyRows = useMemo(() => {
    if (isVirtual) return [];
    const { first, last } = isServer || isAll ? { first: 1, last: shown.count } : pageRange(page, total);
    const rows = [];
    for (let position = first - 1; position < last; position++) {
      const row = shown.at(position);
      if (row) rows.push(row);
    }
    return rows;
  }, [shown, page, total, isServer, isAll, isVirtual]);
  const rowOffset = Math.max(0, pageRange(page, total).first - 1);

  // --- Selection and expansion: sets of row ids, independent of what is loaded or shown.
  const [selectedIds, setSelectedIds] = useControllableState(
    props.selectedIds,
    props.defaultSelectedIds ?? NO_IDS,
    props.onSelectedIdsChange,
  );
  const [expandedIds, setExpandedIds] = useControllableState(props.expandedIds, NO_IDS, props.onExpandedIdsChange);
  // Row callbacks read the latest sets through refs, so they stay the same functions and memoised rows
  // redraw only when their own selection or expansion changes.
  const rowAtIndex = isVirtual ? shown.at : (index: number) => bodyRows[index];
  const latest = useRef({ selectedIds, expandedIds, rowAtIndex, onRowAction: props.onRowAction });
  latest.current = { selectedIds, expandedIds, rowAtIndex, onRowAction: props.onRowAction };
  const onToggleSelected = useCallback(
    (id: string, isSelected: boolean) => setSelectedIds(withId(latest.current.selectedIds, id, isSelected)),
    [setSelectedIds],
  );
  const onToggleExpanded = useCallback(
    (id: string) => {
      const current = latest.current.expandedIds;
      setExpandedIds(withId(current, id, !current.has(id)));
    },
    [setExpandedIds],
  );
  const isSelectable = props.isSelectable === true;
  // Selection bookkeeping walks the shown rows: skipped for tables without checkboxes (100,000 rows in "Kõik").
  const pageIds = useMemo(() => (isSelectable ? bodyRows.map((row) => row.id) : []), [bodyRows, isSelectable]);
  const pageCoverage = coverage(selectedIds, pageIds);
  const clearSelection = useCallback(() => setSelectedIds(NO_IDS), [setSelectedIds]);
  const summary = useMemo<SelectionSummary>(
    () => ({ ids: [...selectedIds], count: selectedIds.size, clear: clearSelection }),
    [selectedIds, clearSelection],
  );
  const allMatchingSelected =
    isServer || selectedIds.size === 0 ? selectedIds.size >= total : shown.ids().every((id) => selectedIds.has(id));
  const canSelectAllMatching =
    pageCoverage === 'all' && !allMatchingSelected && (!isServer || props.selectAllMatching !== undefined);
  const selectAllMatching = async () => {
    const ids = isServer ? await props.selectAllMatching?.() : shown.ids();
    if (ids) setSelectedIds(withIds(selectedIds, ids, true));
  };

  // --- Opening a row: one handler on the table for every row (no closure per row).
  const onTableClick = useCallback((event: MouseEvent<HTMLTableElement>) => {
    const { onRowAction, rowAtIndex: rowAt } = latest.current;
    const target = event.target as Element;
    if (!onRowAction || target.closest(ROW_CONTROLS)) return;
    const row = rowAt(Number(target.closest('tr[data-row-index]')?.getAttribute('data-row-index')));
    if (row) onRowAction(row.original);
  }, []);
  const onTableKeyDown = useCallback((event: KeyboardEvent<HTMLTableElement>) => {
    const { onRowAction, rowAtIndex: rowAt } = latest.current;
    const target = event.target as Element;
    if (event.key !== 'Enter' || !onRowAction || !target.matches('tr[data-row-index]')) return;
    const row = rowAt(Number(target.getAttribute('data-row-index')));
    if (!row) return;
    event.preventDefault();
    onRowAction(row.original);
  }, []);

  // --- Rendering.
  const headerGroups = table.getHeaderGroups();
  const allHeaders = headerGroups[headerGroups.length - 1]?.headers ?? [];
  // Columns with a `foldBelow` fold into the row details while the table's container is narrower than it.
  const frameRef = useRef<HTMLDivElement>(null);
  const containerWidth = useContainerWidth(
    frameRef,
    allHeaders.some((header) => header.column.columnDef.meta?.foldBelow !== undefined),
  );
  const foldedKey = [
    ...foldedColumnIds(
      allHeaders.map((header) => ({ id: header.column.id, foldBelow: header.column.columnDef.meta?.foldBelow })),
      containerWidth,
    ),
  ].join(' ');
  // The same set while the same columns are folded: memoised rows redraw only when it changes.
  const folded = useMemo<ReadonlySet<string>>(() => new Set(foldedKey ? foldedKey.split(' ') : []), [foldedKey]);
  const headers = useMemo(
    () => (folded.size === 0 ? allHeaders : allHeaders.filter((header) => !folded.has(header.column.id))),
    [folded, allHeaders],
  );
  const foldedHeaders = useMemo(
    () => allHeaders.filter((header) => folded.has(header.column.id)),
    [folded, allHeaders],
  );
  const headRows = useMemo(() => headerRowsOf(headerGroups, headers), [headerGroups, headers]);
  const hasFolded = folded.size > 0;
  const hasDetails = props.renderDetail !== undefined || hasFolded;
  const columnCount = headers.length + (isSelectable ? 1 : 0) + (hasDetails ? 1 : 0);

  // In a list of rows the key is the row's id; inside a virtual row's <tbody> (keyed by position) it is fixed,
  // so the row another filter or sort brings to that position updates in place rather than mounting anew.
  const renderRow = (row: Row<DataTableFeatures, TData>, index: number, key: string = row.id) => (
    <TableRow<TData>
      key={key}
      row={row}
      index={index}
      ariaRowIndex={rowOffset + index + headRows.length + 1}
      label={props.getRowLabel ? props.getRowLabel(row.original) : row.id}
      isSelectable={isSelectable}
      isSelected={selectedIds.has(row.id)}
      canExpand={hasFolded || (hasDetails && (props.canExpand ? props.canExpand(row.original) : true))}
      isExpanded={expandedIds.has(row.id)}
      isMuted={props.isRowMuted ? props.isRowMuted(row.original) : false}
      hasAction={props.onRowAction !== undefined}
      columnCount={columnCount}
      onToggleSelected={onToggleSelected}
      onToggleExpanded={onToggleExpanded}
      renderDetail={props.renderDetail}
      foldedHeaders={foldedHeaders}
    />
  );

  const renderVirtualRow = (row: Row<DataTableFeatures, TData>, index: number) => renderRow(row, index, 'row');

  const labelledBy = props['aria-labelledby'] ?? captionId;
  const tableProps = {
    'aria-labelledby': props['aria-labelledby'],
    'data-density': props.density ?? 'regular',
    'aria-busy': isLoading || undefined,
    onClick: onTableClick,
    onKeyDown: onTableKeyDown,
  };
  const tableTop = (
    <>
      {props.caption !== undefined && (
        <Caption id={captionId} data-hidden={props.isCaptionHidden || undefined}>
          {props.isCaptionHidden ? <VisuallyHidden>{props.caption}</VisuallyHidden> : props.caption}
        </Caption>
      )}
      <colgroup>
        {isSelectable && <col style={{ width: CONTROL_COLUMN_WIDTH }} />}
        {hasDetails && <col style={{ width: CONTROL_COLUMN_WIDTH }} />}
        {headers.map((header) => (
          <col key={header.id} style={{ width: header.column.columnDef.meta?.width }} />
        ))}
      </colgroup>
      <TableHead<TData>
        rows={headRows}
        sorting={sorting}
        hasDetails={hasDetails}
        idPrefix={captionId}
        selection={
          isSelectable
            ? {
                state: pageCoverage,
                isDisabled: pageIds.length === 0,
                onChange: (isSelected) => setSelectedIds(withIds(selectedIds, pageIds, isSelected)),
              }
            : undefined
        }
      />
    </>
  );

  let body: React.ReactNode;
  if (isLoading) body = <LoadingRows columnCount={columnCount} />;
  else if (hasError) body = <ErrorRow columnCount={columnCount} message={props.error} onRetry={props.onRetry} />;
  else if (shown.count === 0) body = <EmptyRow columnCount={columnCount} text={props.emptyText} />;
  // Only a table that is not virtualized renders every body row here; the virtual one renders its window.
  else if (!isVirtual) body = bodyRows.map((row, index) => renderRow(row, index));

  return (
    <DataTableCellContext.Provider value={props.cellContext}>
      <Frame ref={frameRef}>
        {isSelectable && (
          <SelectionBar
            summary={summary}
            matchingCount={total}
            canSelectAllMatching={canSelectAllMatching}
            onSelectAllMatching={selectAllMatching}
            bulkActions={props.bulkActions}
            clearLabel={props.clearSelectionLabel}
          />
        )}
        <VisuallyHidden>
          <span role="status">{isLoading ? t('ui.dataTable.loading') : ''}</span>
        </VisuallyHidden>
        {isVirtual ? (
          <VirtualTable<TData>
            count={shown.count}
            rowAt={shown.at}
            renderRow={renderVirtualRow}
            tableProps={tableProps}
            labelledBy={labelledBy}
            columnCount={columnCount}
            headRowCount={headRows.length}
            height={props.virtualHeight ?? 560}
            estimatedRowHeight={props.estimatedRowHeight ?? (props.density === 'compact' ? 33 : 41)}
          >
            {tableTop}
          </VirtualTable>
        ) : (
          <ScrollArea>
            <Table {...tableProps}>
              {tableTop}
              <tbody>{body}</tbody>
            </Table>
          </ScrollArea>
        )}
        <Pagination
          state={page}
          total={total}
          pageSizeOptions={props.pageSizeOptions ?? PAGE_SIZE_OPTIONS.lists}
          onChange={setPage}
          isDisabled={isLoading}
        />
      </Frame>
    </DataTableCellContext.Provider>
  );
}

/**
 * The width of the element, followed with a ResizeObserver while `isNeeded` (a table with foldable columns);
 * measured before the first paint, so columns do not fold visibly after it. Infinity when not measured.
 */
function useContainerWidth(ref: React.RefObject<HTMLElement | null>, isNeeded: boolean): number {
  const [width, setWidth] = useState(Number.POSITIVE_INFINITY);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!isNeeded || !element) return;
    setWidth(element.getBoundingClientRect().width);
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, isNeeded]);
  return isNeeded ? width : Number.POSITIVE_INFINITY;
}
