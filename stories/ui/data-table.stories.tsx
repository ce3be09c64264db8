import { ALL_ROWS, PAGE_SIZE_OPTIONS } from '@epp/core';
import { Button } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyI18n } from '../../.storybook/story-i18n';
import { foldingPackageColumns, groupedPackageColumns } from '../support/package-columns';
import {
  FilteredPackages,
  PackageDetail,
  PackageTable,
  ScannerPackages,
  ServerPackages,
  serverAnswers,
} from '../support/package-table-demos';
import { scan } from '../support/scanner';
import { packageTableRows } from '../support/table-rows';
import { T as Say, type StoryTextKey, text, useStoryTranslation } from '../support/text';

const meta = {
  title: 'UI/DataTable',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const dataRows = (root: HTMLElement) => [...root.querySelectorAll<HTMLTableRowElement>('tr[data-row-index]')];
const firstCells = (root: HTMLElement, column: number) =>
  dataRows(root).map((row) => row.cells[column]?.textContent ?? '');
const sortButton = (root: HTMLElement, key: StoryTextKey) => within(root).getByRole('button', { name: text(key) });

const onRowAction = fn();

/** Sorted by date (newest first); rejected packages greyed. Keyboard: sort by EAN, then open a row with Enter. */
export const Default: Story = {
  render: () => (
    <PackageTable isRowMuted={(row) => row.status === 'rejected'} onRowAction={(row) => onRowAction(row.ean)} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const created = canvas.getByRole('columnheader', { name: text('demo.dataTable.columns.created') });
    await expect(created).toHaveAttribute('aria-sort', 'descending');
    sortButton(canvasElement, 'demo.dataTable.columns.ean').focus();
    await userEvent.keyboard('{Enter}');
    const ean = canvas.getByRole('columnheader', { name: text('demo.dataTable.columns.ean') });
    await expect(ean).toHaveAttribute('aria-sort', 'ascending');
    await expect(created).not.toHaveAttribute('aria-sort');
    const eans = firstCells(canvasElement, 0);
    await expect(eans).toEqual([...eans].sort((a, b) => a.length - b.length || a.localeCompare(b)));
    const first = dataRows(canvasElement)[0];
    first?.focus();
    await userEvent.keyboard('{Enter}');
    await expect(onRowAction).toHaveBeenLastCalledWith(eans[0]);
  },
};

export const Loading: Story = {
  render: () => <PackageTable isLoading />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getByText(text('ui.dataTable.loading'))).toBeInTheDocument();
  },
};

/** The screen's empty text, as a polite status. */
export const Empty: Story = {
  render: () => <PackageTable rows={[]} emptyText={<Say k="demo.emptyState.noPackages" />} />,
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByText(text('demo.emptyState.noPackages'));
    await expect(status.closest('[role="status"]')).not.toBeNull();
  },
};

const onRetry = fn();

/** An error row with the message and a retry button, reached by keyboard. */
export const ErrorState: Story = {
  name: 'Error',
  render: () => <PackageTable error={<Say k="demo.dataTable.errorText" />} onRetry={onRetry} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(text('ui.dataTable.error'));
    canvas.getByRole('button', { name: text('common.actions.retry') }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};

/** 103 rows, sizes 5, 10, 25, 50, Kõik. Next page, then a bigger page keeps row 11 in view. */
export const Paginated: Story = {
  render: () => <PackageTable count={103} pageSizeOptions={PAGE_SIZE_OPTIONS.compact} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(text('ui.pagination.range', { first: 1, last: 10, total: 103 }))).toBeVisible();
    canvas.getByRole('button', { name: text('ui.pagination.next') }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText(text('ui.pagination.range', { first: 11, last: 20, total: 103 }))).toBeVisible();
    const eleventh = dataRows(canvasElement)[0]?.cells[0]?.textContent;
    await expect(dataRows(canvasElement)[0]).toHaveAttribute('aria-rowindex', '12');
    const size = canvas.getByRole('combobox', { name: text('ui.pagination.pageSize') });
    await expect(within(size).getByRole('option', { name: text('ui.pagination.all') })).toBeInTheDocument();
    await userEvent.selectOptions(size, '25');
    await expect(size).toHaveDisplayValue('25');
    await expect(canvas.getByText(text('ui.pagination.range', { first: 1, last: 25, total: 103 }))).toBeVisible();
    await expect(firstCells(canvasElement, 0)).toContain(eleventh);
  },
};

/** The filter bar: a name search applied with Enter ("Otsi"), then cleared with "Tühjenda otsing". */
export const Filtered: Story = {
  render: () => <FilteredPackages />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search', { name: text('demo.dataTable.searchHeading') })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: text('demo.dataTable.columns.name') }), ' MAHL {Enter}');
    await waitFor(() => expect(dataRows(canvasElement).length).toBeGreaterThan(0));
    for (const name of firstCells(canvasElement, 1)) await expect(name.toLowerCase()).toContain('mahl');
    await expect(canvas.getByRole('button', { name: text('ui.filterBar.clear') })).toBeVisible();
  },
};

/** Bulk actions count the chosen rows across pages; "select all N" takes every matching row. */
export const SelectionAcrossPages: Story = {
  render: () => (
    <PackageTable
      isSelectable
      bulkActions={({ count }) => (
        <Button size="sm" isDisabled={count === 0}>
          {text('demo.dataTable.sendToTesting', { count })}
        </Button>
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const firstEan = firstCells(canvasElement, 1)[0] ?? '';
    canvas.getByRole('checkbox', { name: text('ui.dataTable.selectRow', { label: firstEan }) }).focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByText(text('ui.dataTable.selectedCount', { count: 1 }))).toBeVisible();
    canvas.getByRole('button', { name: text('ui.pagination.next') }).focus();
    await userEvent.keyboard('{Enter}');
    canvas.getByRole('checkbox', { name: text('ui.dataTable.selectPage') }).focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByText(text('ui.dataTable.selectedCount', { count: 11 }))).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: text('demo.dataTable.sendToTesting', { count: 11 }) }),
    ).toBeEnabled();
    await expect(
      canvas.getByRole('button', { name: text('ui.dataTable.selectAllMatching', { count: 60 }) }),
    ).toBeVisible();
    canvas.getByRole('button', { name: text('ui.pagination.previous') }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      canvas.getByRole('checkbox', { name: text('ui.dataTable.selectRow', { label: firstEan }) }),
    ).toBeChecked();
  },
};

/** A details panel under a row, opened with its button (Enter). */
export const Expandable: Story = {
  render: () => <PackageTable renderDetail={(row) => <PackageDetail row={row} />} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ean = firstCells(canvasElement, 1)[0] ?? '';
    const toggle = canvas.getByRole('button', { name: text('ui.dataTable.expandRow', { label: ean }) });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName(text('ui.dataTable.collapseRow', { label: ean }));
    await expect(toggle.closest('tr')?.nextElementSibling).toHaveTextContent(ean);
  },
};

/** Compact density for lists with many columns: less padding, lower rows; the same table otherwise. */
export const Compact: Story = {
  render: () => <PackageTable density="compact" />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(table).toHaveAttribute('data-density', 'compact');
    const cell = dataRows(canvasElement)[0]?.cells[0];
    await expect(cell && getComputedStyle(cell).paddingTop).toBe('4px');
    await expect(dataRows(canvasElement)[0]?.getBoundingClientRect().height).toBeLessThan(40);
  },
};

/**
 * In a narrow container the least important columns (weight and client below 900 px, type and volume below 800 px)
 * leave the row and are shown in its details, each under its column's name: nothing is lost, nothing scrolls
 * sideways.
 */
export const FoldedColumns: Story = {
  render: () => (
    <div style={{ width: 640 }}>
      <PackageTable columns={foldingPackageColumns} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('columnheader', { name: text('demo.dataTable.columns.client') })).toBeNull();
    await expect(canvas.getByRole('columnheader', { name: text('demo.dataTable.columns.status') })).toBeVisible();
    const scroller = canvas.getByRole('table').parentElement;
    await expect(scroller && scroller.scrollWidth - scroller.clientWidth).toBeLessThanOrEqual(0);
    const ean = firstCells(canvasElement, 1)[0] ?? '';
    const toggle = canvas.getByRole('button', { name: text('ui.dataTable.expandRow', { label: ean }) });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const detail = within(document.getElementById(toggle.getAttribute('aria-controls') ?? '') ?? canvasElement);
    const clientLabel = detail.getByText(text('demo.dataTable.columns.client'));
    await expect(clientLabel.tagName).toBe('DT');
    await expect(clientLabel.nextElementSibling?.textContent).not.toBe('');
    await expect(detail.getByText(text('demo.dataTable.columns.weight'))).toBeVisible();
  },
};

/**
 * Column groups: "Toode" over EAN and name, "Mõõdud" over volume and weight, in a head row of their own; the
 * columns outside a group span both rows. A screen reader reads a cell's column and group; sorting works as
 * in any table, and the row indices count both head rows. Sorted by volume here from the keyboard.
 */
export const ColumnGroups: Story = {
  render: () => <PackageTable columns={groupedPackageColumns} density="compact" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const product = canvas.getByRole('columnheader', { name: text('demo.dataTable.groups.product') });
    await expect(product).toHaveAttribute('scope', 'colgroup');
    await expect(product).toHaveAttribute('colspan', '2');
    const status = canvas.getByRole('columnheader', { name: text('demo.dataTable.columns.status') });
    await expect(status).toHaveAttribute('rowspan', '2');
    await expect(
      canvas.getByRole('columnheader', { name: text('demo.dataTable.columns.ean') }).closest('tr'),
    ).toHaveAttribute('aria-rowindex', '2');
    await expect(dataRows(canvasElement)[0]).toHaveAttribute('aria-rowindex', '3');
    sortButton(canvasElement, 'demo.dataTable.columns.volume').focus();
    await userEvent.keyboard('{Enter}');
    const volume = canvas.getByRole('columnheader', { name: text('demo.dataTable.columns.volume') });
    await expect(volume).toHaveAttribute('aria-sort', 'ascending');
  },
};

/** Server mode: 500 rows behind a simulated endpoint; the table asks for a page, the screen fetches it. */
export const ServerSide: Story = {
  render: () => <ServerPackages />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(text('ui.pagination.range', { first: 1, last: 10, total: 500 }));
    await waitFor(() => expect(dataRows(canvasElement)).toHaveLength(10));
    canvas.getByRole('button', { name: text('ui.pagination.next') }).focus();
    // The next page's answer waits while the table is seen busy (not raced against the server's 300 ms).
    serverAnswers.hold();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(serverAnswers.isWaiting()).toBe(true));
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    serverAnswers.release();
    await canvas.findByText(text('ui.pagination.range', { first: 11, last: 20, total: 500 }));
    await waitFor(() => expect(dataRows(canvasElement)[0]).toHaveAttribute('aria-rowindex', '12'));
  },
};

/** "Kõik" over 100,000 rows: only the rows in view are rendered; the table still counts all of them. */
export const Virtualized100k: Story = {
  render: () => <PackageTable count={100_000} defaultPageSize={ALL_ROWS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    await expect(table).toHaveAttribute('aria-rowcount', '100001');
    await waitFor(() => expect(dataRows(canvasElement).length).toBeGreaterThan(5));
    await expect(dataRows(canvasElement).length).toBeLessThan(60);
    await expect(dataRows(canvasElement)[0]).toHaveAttribute('aria-rowindex', '2');
    // Estonian groups digits with a no-break space; the text matcher sees it as a plain space.
    const all = (100_000).toLocaleString(storyI18n.language).replace(/\s/g, ' ');
    await expect(canvas.getByText(text('ui.pagination.range', { first: 1, last: all, total: all }))).toBeVisible();
    sortButton(canvasElement, 'demo.dataTable.columns.ean').focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('columnheader', { name: text('demo.dataTable.columns.ean') })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const eans = firstCells(canvasElement, 0);
    await expect(eans).toEqual([...eans].sort((a, b) => a.length - b.length || a.localeCompare(b)));
  },
};

/** A scan (fast digits, then Enter) narrows the list to that EAN and opens its details. */
export const Scanner: Story = {
  render: () => <ScannerPackages />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ean = packageTableRows(60)[7]?.ean ?? '';
    await scan(ean);
    await expect(await canvas.findByText(text('demo.dataTable.scanned', { ean }))).toBeVisible();
    await waitFor(() => expect(dataRows(canvasElement)).toHaveLength(1));
    await expect(
      canvas.getByRole('button', { name: text('ui.dataTable.collapseRow', { label: ean }) }),
    ).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Long names wrap inside their cells in a narrow layout; headers stay on one line. */
export const LongText: Story = {
  render: () => <LongTextTable />,
  play: async ({ canvasElement }) => {
    await expect(dataRows(canvasElement)).toHaveLength(5);
  },
};

function LongTextTable() {
  const { t } = useStoryTranslation();
  const longName = t('demo.options.packageTypes.longName');
  const rows = useMemo(
    () =>
      packageTableRows(60)
        .slice(0, 5)
        .map((row, index) => (index % 2 === 0 ? { ...row, type: longName } : row)),
    [longName],
  );
  return (
    <div style={{ width: 720 }}>
      <PackageTable rows={rows} />
    </div>
  );
}
