import { useEppTranslation } from '@epp/i18n';
import { FlexRender, type Header, type RowData } from '@tanstack/react-table';
import { memo } from 'react';
import { styled } from 'styled-components';
import { Checkbox } from '../checkbox/checkbox';
import { ChevronDownIcon, ChevronUpIcon } from '../icons/icons';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { controlCell, GROUP_ROW_HEIGHT, groupHeaderCell, headerCell, sortButton } from './data-table.styles';
import type { DataTableFeatures } from './features';
import type { HeadCell } from './header-rows';

const Th = styled.th`
  ${headerCell}
`;

const ControlTh = styled.th`
  ${headerCell}
  ${controlCell}
`;

const GroupTh = styled.th`
  ${groupHeaderCell}
`;

const SortButton = styled.button`
  ${sortButton}
`;

export interface TableHeadProps<TData extends RowData> {
  /** The head's rows (header-rows.ts): one for plain columns, one per level with column groups. */
  rows: readonly (readonly HeadCell<TData>[])[];
  /** Shows the select-all-on-page checkbox in a leading column. */
  selection?: { state: 'none' | 'some' | 'all'; isDisabled: boolean; onChange: (isSelected: boolean) => void };
  hasDetails: boolean;
  /** Prefix of the header cells' ids: the sort announcement reads a column's name from its cell. */
  idPrefix: string;
  /** The table's sort state: the memoised header redraws when it changes. */
  sorting: unknown;
}

/** The id of a column's header cell. */
export const headerCellId = (idPrefix: string, columnId: string) => `${idPrefix}-${columnId}`;

/**
 * The column's name as the user sees it: `meta.label`, else the text its header cell shows now. Reading the
 * cell lets headers be components that render the current language, so columns need not be rebuilt (and
 * 100,000 rows re-processed) when the language changes.
 */
export function columnName(idPrefix: string, columnId: string, label: string | undefined): string {
  return label ?? document.getElementById(headerCellId(idPrefix, columnId))?.textContent ?? columnId;
}

/**
 * Where a sticky head cell stops when the table scrolls (virtualized "Kõik"): below the group rows above it, so
 * the rows of a grouped head stack rather than slide over each other.
 */
const stickyTop = (depth: number) => (depth === 0 ? undefined : { top: `calc(${depth} * ${GROUP_ROW_HEIGHT})` });

function HeaderCell<TData extends RowData>({
  header,
  idPrefix,
  rowSpan,
  depth,
}: {
  header: Header<DataTableFeatures, TData, unknown>;
  idPrefix: string;
  rowSpan: number;
  depth: number;
}) {
  const { column } = header;
  const id = headerCellId(idPrefix, column.id);
  const { align, tight } = column.columnDef.meta ?? {};
  const cellProps = {
    scope: 'col',
    id,
    'data-align': align,
    'data-tight': tight || undefined,
    rowSpan: rowSpan > 1 ? rowSpan : undefined,
  };
  if (!column.getCanSort()) {
    return (
      <Th {...cellProps} style={stickyTop(depth)}>
        <FlexRender header={header} />
      </Th>
    );
  }
  const sorted = column.getIsSorted();
  const Arrow = sorted === 'desc' ? ChevronDownIcon : ChevronUpIcon;
  return (
    <Th
      {...cellProps}
      style={stickyTop(depth)}
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
    >
      {/* A real button: Tab reaches it, Enter and Space sort; aria-sort on the cell says the current order. */}
      <SortButton type="button" data-sorted={sorted !== false} onClick={column.getToggleSortingHandler()}>
        <FlexRender header={header} />
        <Arrow size={1.1} />
      </SortButton>
    </Th>
  );
}

function TableHeadInner<TData extends RowData>({ rows, selection, hasDetails, idPrefix }: TableHeadProps<TData>) {
  const { t } = useEppTranslation();
  const rowSpan = rows.length > 1 ? rows.length : undefined;
  const controls = (
    <>
      {selection && (
        <ControlTh scope="col" rowSpan={rowSpan}>
          <Checkbox
            aria-label={t('ui.dataTable.selectPage')}
            isSelected={selection.state === 'all'}
            isIndeterminate={selection.state === 'some'}
            isDisabled={selection.isDisabled}
            onChange={selection.onChange}
          />
        </ControlTh>
      )}
      {hasDetails && (
        <ControlTh scope="col" rowSpan={rowSpan}>
          <VisuallyHidden>{t('ui.dataTable.detailsColumn')}</VisuallyHidden>
        </ControlTh>
      )}
    </>
  );
  return (
    <thead>
      {rows.map((cells, depth) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a head row is its level; levels do not move
        <tr key={depth} aria-rowindex={depth + 1}>
          {depth === 0 && controls}
          {cells.map((cell) =>
            cell.kind === 'group' ? (
              <GroupTh key={cell.header.id} scope="colgroup" colSpan={cell.colSpan} style={stickyTop(depth)}>
                <FlexRender header={cell.header} />
              </GroupTh>
            ) : (
              <HeaderCell
                key={cell.header.id}
                header={cell.header}
                idPrefix={idPrefix}
                rowSpan={cell.rowSpan}
                depth={depth}
              />
            ),
          )}
        </tr>
      ))}
    </thead>
  );
}

/**
 * Memoised: a filter keystroke re-renders the table, not its header. The header cells read the sort state from
 * the columns, so `sorting` is a prop only to redraw them when it changes.
 */
export const TableHead = memo(TableHeadInner) as typeof TableHeadInner;
