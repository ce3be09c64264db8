import { ALL_ROWS, PAGE_SIZE_OPTIONS, type PageState, pageSlice } from '@epp/core';
import { Pagination, type PaginationProps } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { packageTableRows } from '../support/table-rows';
import { text } from '../support/text';

/**
 * The pagination with its own page state, as a list screen keeps it: `onChange` (a spy) sees every request and
 * the bar moves. With `showRows`, the EANs of the rows on the current page are listed above it.
 */
type PagedListProps = PaginationProps & { showRows?: boolean };

function PagedList({ showRows = false, ...props }: PagedListProps) {
  const [state, setState] = useState<PageState>(props.state);
  const rows = pageSlice(packageTableRows(props.total), state);
  return (
    // Tall enough to hold the open page-size list in the snapshot.
    <div style={{ width: 560, minHeight: 300 }}>
      {showRows && (
        <ul data-testid="rows" style={{ margin: 0, paddingInlineStart: 20, fontVariantNumeric: 'tabular-nums' }}>
          {rows.map((row) => (
            <li key={row.id}>{row.ean}</li>
          ))}
        </ul>
      )}
      <Pagination
        {...props}
        state={state}
        onChange={(next) => {
          props.onChange(next);
          setState(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  parameters: { layout: 'padded' },
  args: {
    state: { page: 1, pageSize: 10 },
    total: 103,
    pageSizeOptions: PAGE_SIZE_OPTIONS.lists,
    onChange: fn(),
  },
  argTypes: { pageSizeOptions: { control: false } },
  render: (args) => <PagedList {...args} />,
} satisfies Meta<PagedListProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const range = (first: number, last: number, total: number) => text('ui.pagination.range', { first, last, total });
const button = (canvasElement: HTMLElement, key: 'ui.pagination.previous' | 'ui.pagination.next') =>
  within(canvasElement).getByRole('button', { name: text(key) });
const sizeTrigger = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: new RegExp(text('ui.pagination.pageSize')) });
const status = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status');
const listedEans = (canvasElement: HTMLElement) =>
  [...within(canvasElement).getByTestId('rows').querySelectorAll('li')].map((item) => item.textContent);

/** Page 1 of 11: "previous" is disabled, "next" is not. */
export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    await expect(status(canvasElement)).toHaveTextContent(range(1, 10, 103));
    await expect(button(canvasElement, 'ui.pagination.previous')).toBeDisabled();
    await expect(button(canvasElement, 'ui.pagination.next')).toBeEnabled();
    await expect(sizeTrigger(canvasElement)).toHaveTextContent('10');
  },
};

export const MiddlePage: Story = {
  args: { state: { page: 5, pageSize: 10 } },
  play: async ({ canvasElement }) => {
    await expect(status(canvasElement)).toHaveTextContent(range(41, 50, 103));
    await expect(button(canvasElement, 'ui.pagination.previous')).toBeEnabled();
    await expect(button(canvasElement, 'ui.pagination.next')).toBeEnabled();
  },
};

/** The last page holds the remainder (101–103); "next" is disabled. */
export const LastPage: Story = {
  args: { state: { page: 11, pageSize: 10 } },
  play: async ({ canvasElement }) => {
    await expect(status(canvasElement)).toHaveTextContent(range(101, 103, 103));
    await expect(button(canvasElement, 'ui.pagination.previous')).toBeEnabled();
    await expect(button(canvasElement, 'ui.pagination.next')).toBeDisabled();
  },
};

/** Fewer rows than a page: both arrows disabled. */
export const SinglePage: Story = {
  args: { total: 7 },
  play: async ({ canvasElement }) => {
    await expect(status(canvasElement)).toHaveTextContent(range(1, 7, 7));
    await expect(button(canvasElement, 'ui.pagination.previous')).toBeDisabled();
    await expect(button(canvasElement, 'ui.pagination.next')).toBeDisabled();
  },
};

/** Nothing matches: "0–0 / 0", both arrows disabled, the page size can still be chosen. */
export const ZeroResults: Story = {
  args: { total: 0 },
  play: async ({ canvasElement }) => {
    await expect(status(canvasElement)).toHaveTextContent(range(0, 0, 0));
    await expect(button(canvasElement, 'ui.pagination.previous')).toBeDisabled();
    await expect(button(canvasElement, 'ui.pagination.next')).toBeDisabled();
    await expect(sizeTrigger(canvasElement)).toBeEnabled();
  },
};

/** "Kõik": every row on one page. */
export const AllSelected: Story = {
  args: { state: { page: 1, pageSize: ALL_ROWS } },
  play: async ({ canvasElement }) => {
    await expect(sizeTrigger(canvasElement)).toHaveTextContent(text('ui.pagination.all'));
    await expect(status(canvasElement)).toHaveTextContent(range(1, 103, 103));
    await expect(button(canvasElement, 'ui.pagination.previous')).toBeDisabled();
    await expect(button(canvasElement, 'ui.pagination.next')).toBeDisabled();
  },
};

/** While the list loads or is locked, every control is disabled. */
export const Disabled: Story = {
  args: { state: { page: 5, pageSize: 10 }, isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(sizeTrigger(canvasElement)).toBeDisabled();
    await expect(button(canvasElement, 'ui.pagination.previous')).toBeDisabled();
    await expect(button(canvasElement, 'ui.pagination.next')).toBeDisabled();
  },
};

/** Opens the page-size list with the keyboard and checks its options, in order; the list stays open. */
async function expectSizeOptions(canvasElement: HTMLElement, labels: string[]) {
  sizeTrigger(canvasElement).focus();
  await userEvent.keyboard('{ArrowDown}');
  const listbox = await within(document.body).findByRole('listbox');
  const options = within(listbox).getAllByRole('option');
  await expect(options.map((option) => option.textContent)).toEqual(labels);
  await expect(options[0]).toHaveFocus();
  await expect(options[0]).toHaveAttribute('aria-selected', 'true');
}

/** Most lists: 10, 25, 50, Kõik (open). */
export const PageSizesLists: Story = {
  play: async ({ canvasElement }) => {
    await expectSizeOptions(canvasElement, ['10', '25', '50', text('ui.pagination.all')]);
  },
};

/** Smaller lists: 5, 10, 25, 50, Kõik (open). */
export const PageSizesCompact: Story = {
  args: { state: { page: 1, pageSize: 5 }, pageSizeOptions: PAGE_SIZE_OPTIONS.compact },
  play: async ({ canvasElement }) => {
    await expectSizeOptions(canvasElement, ['5', '10', '25', '50', text('ui.pagination.all')]);
  },
};

/** Report lists: 10, 25, 50, 100, no "Kõik" (open). */
export const PageSizesReports: Story = {
  args: { pageSizeOptions: PAGE_SIZE_OPTIONS.reports },
  play: async ({ canvasElement }) => {
    await expectSizeOptions(canvasElement, ['10', '25', '50', '100']);
  },
};

/**
 * Keyboard only, over 23 rows in pages of 5: Tab reaches "next" (the disabled "previous" is skipped), Enter
 * moves a page and the status text follows; Shift+Tab and Enter go back. A bigger page size chosen with the
 * arrows keeps the first row in view; on the last page "next" is disabled and focus moves to "previous".
 */
export const KeyboardJourney: Story = {
  args: { state: { page: 1, pageSize: 5 }, total: 23, pageSizeOptions: PAGE_SIZE_OPTIONS.compact, showRows: true },
  play: async ({ args, canvasElement }) => {
    const eans = packageTableRows(23).map((row) => row.ean);
    const previous = button(canvasElement, 'ui.pagination.previous');
    const next = button(canvasElement, 'ui.pagination.next');
    await expect(previous).toBeDisabled();
    await userEvent.tab();
    await expect(sizeTrigger(canvasElement)).toHaveFocus();
    await userEvent.tab();
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(status(canvasElement)).toHaveTextContent(range(6, 10, 23));
    await expect(args.onChange).toHaveBeenLastCalledWith({ page: 2, pageSize: 5 });
    await userEvent.keyboard('{Enter}');
    await expect(status(canvasElement)).toHaveTextContent(range(11, 15, 23));
    await expect(listedEans(canvasElement)[0]).toBe(eans[10]);
    await userEvent.tab({ shift: true });
    await expect(previous).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(status(canvasElement)).toHaveTextContent(range(6, 10, 23));
    await userEvent.tab();
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(status(canvasElement)).toHaveTextContent(range(11, 15, 23));
    // Page size 5 → 10: the page that still shows row 11 (11–20).
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(sizeTrigger(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await within(document.body).findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ page: 2, pageSize: 10 });
    await expect(sizeTrigger(canvasElement)).toHaveTextContent('10');
    await expect(status(canvasElement)).toHaveTextContent(range(11, 20, 23));
    await expect(listedEans(canvasElement)).toContain(eans[10]);
    await userEvent.tab();
    await userEvent.tab();
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(status(canvasElement)).toHaveTextContent(range(21, 23, 23));
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    // "next" disabled itself: focus went to "previous" instead of falling to <body>.
    await expect(previous).toHaveFocus();
  },
};
