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
    <div style={{ width: 560 }}>
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
/** The page-size choice, a native select: named by its visible label alone. */
const sizeSelect = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole<HTMLSelectElement>('combobox', { name: text('ui.pagination.pageSize') });
const status = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status');
const listedEans = (canvasElement: HTMLElement) =>
  [...within(canvasElement).getByTestId('rows').querySelectorAll('li')].map((item) => item.textContent);

/** Page 1 of 11: "previous" is disabled, "next" is not. */
export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    await expect(status(canvasElement)).toHaveTextContent(range(1, 10, 103));
    await expect(button(canvasElement, 'ui.pagination.previous')).toBeDisabled();
    await expect(button(canvasElement, 'ui.pagination.next')).toBeEnabled();
    await expect(sizeSelect(canvasElement)).toHaveDisplayValue('10');
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
    await expect(sizeSelect(canvasElement)).toBeEnabled();
  },
};

/** "Kõik": every row on one page. */
export const AllSelected: Story = {
  args: { state: { page: 1, pageSize: ALL_ROWS } },
  play: async ({ canvasElement }) => {
    await expect(sizeSelect(canvasElement)).toHaveDisplayValue(text('ui.pagination.all'));
    await expect(status(canvasElement)).toHaveTextContent(range(1, 103, 103));
    await expect(button(canvasElement, 'ui.pagination.previous')).toBeDisabled();
    await expect(button(canvasElement, 'ui.pagination.next')).toBeDisabled();
  },
};

/** The page-size select reached with Tab shows the kit's focus ring (the snapshot must show its colour). */
export const SizeChoiceFocused: Story = {
  parameters: { snapshot: { focusRing: true } },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(sizeSelect(canvasElement)).toHaveFocus();
  },
};

/** While the list loads or is locked, every control is disabled. */
export const Disabled: Story = {
  args: { state: { page: 5, pageSize: 10 }, isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(sizeSelect(canvasElement)).toBeDisabled();
    await expect(button(canvasElement, 'ui.pagination.previous')).toBeDisabled();
    await expect(button(canvasElement, 'ui.pagination.next')).toBeDisabled();
  },
};

/** The page-size options, in order, the current size selected (the browser draws the open list, no pixels). */
async function expectSizeOptions(canvasElement: HTMLElement, labels: string[], selected: string) {
  const options = within(sizeSelect(canvasElement)).getAllByRole<HTMLOptionElement>('option');
  await expect(options.map((option) => option.textContent)).toEqual(labels);
  await expect(options.filter((option) => option.selected).map((option) => option.textContent)).toEqual([selected]);
}

/** Most lists: 10, 25, 50, Kõik. */
export const PageSizesLists: Story = {
  play: async ({ canvasElement }) => {
    await expectSizeOptions(canvasElement, ['10', '25', '50', text('ui.pagination.all')], '10');
  },
};

/** Smaller lists: 5, 10, 25, 50, Kõik. */
export const PageSizesCompact: Story = {
  args: { state: { page: 1, pageSize: 5 }, pageSizeOptions: PAGE_SIZE_OPTIONS.compact },
  play: async ({ canvasElement }) => {
    await expectSizeOptions(canvasElement, ['5', '10', '25', '50', text('ui.pagination.all')], '5');
  },
};

/** Report lists: 10, 25, 50, 100, no "Kõik". */
export const PageSizesReports: Story = {
  args: { pageSizeOptions: PAGE_SIZE_OPTIONS.reports },
  play: async ({ canvasElement }) => {
    await expectSizeOptions(canvasElement, ['10', '25', '50', '100'], '10');
  },
};

/**
 * Keyboard only, over 23 rows in pages of 5: Tab reaches "next" (the disabled "previous" is skipped), Enter
 * moves a page and the status text follows; Shift+Tab and Enter go back. A bigger page size chosen in the
 * native select (focus stays on it) keeps the first row in view; on the last page "next" is disabled and focus moves to "previous".
 */
export const KeyboardJourney: Story = {
  args: { state: { page: 1, pageSize: 5 }, total: 23, pageSizeOptions: PAGE_SIZE_OPTIONS.compact, showRows: true },
  play: async ({ args, canvasElement }) => {
    const eans = packageTableRows(23).map((row) => row.ean);
    const previous = button(canvasElement, 'ui.pagination.previous');
    const next = button(canvasElement, 'ui.pagination.next');
    await expect(previous).toBeDisabled();
    await userEvent.tab();
    await expect(sizeSelect(canvasElement)).toHaveFocus();
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
    await expect(sizeSelect(canvasElement)).toHaveFocus();
    // The native select's keys are the browser's own: the test picks the option as the user's keys would.
    await userEvent.selectOptions(sizeSelect(canvasElement), '10');
    await expect(sizeSelect(canvasElement)).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith({ page: 2, pageSize: 10 });
    await expect(sizeSelect(canvasElement)).toHaveDisplayValue('10');
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
