import { useEppTranslation } from '@epp/i18n';
import { FlexRender, type Header, type RowData } from '@tanstack/react-table';
import { memo } from 'react';
import { styled } from 'styled-components';
import { Checkbox } from '../checkbox/checkbox';
import { ChevronDownIcon, ChevronUpIcon } from '../icons/icons';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { controlCell, headerCell, sortButton } from './data-table.styles';
import type { DataTableFeatures } from './features';

const Th = styled.th`
  ${headerCell}
`;

const ControlTh = styled.th`
  ${headerCell}
  ${controlCell}
`;

const SortButton = styled.button`
  ${sortButton}
`;

export interface TableHeadProps<TData extends RowData> {
  headers: readonly Header<DataTableFeatures, TData, unknown>[];
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

function HeaderCell<TData extends RowData>({
  header,
  idPrefix,
}: {
  header: Header<DataTableFeatures, TData, unknown>;
  idPrefix: string;
}) {
  const { column } = header;
  const id = headerCellId(idPrefix, column.id);
  const align = column.columnDef.meta?.align;
  if (!column.getCanSort()) {
    return (
      <Th scope="col" id={id} data-align={align}>
        <FlexRender header={header} />
      </Th>
    );
  }
  const sorted = column.getIsSorted();
  const Arrow = sorted === 'desc' ? ChevronDownIcon : ChevronUpIcon;
  return (
    <Th
      scope="col"
      id={id}
      data-align={align}
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

function TableHeadInner<TData extends RowData>({ headers, selection, hasDetails, idPrefix }: TableHeadProps<TData>) {
  const { t } = useEppTranslation();
  return (
    <thead>
      <tr aria-rowindex={1}>
        {selection && (
          <ControlTh scope="col">
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
          <ControlTh scope="col">
            <VisuallyHidden>{t('ui.dataTable.detailsColumn')}</VisuallyHidden>
          </ControlTh>
        )}
        {headers.map((header) => (
          <HeaderCell key={header.id} header={header} idPrefix={idPrefix} />
        ))}
      </tr>
    </thead>
  );
}

/**
 * Memoised: a filter keystroke re-renders the table, not its header. The header cells read the sort state from
 * the columns, so `sorting` is a prop only to redraw them when it changes.
 */
export const TableHead = memo(TableHeadInner) as typeof TableHeadInner;
