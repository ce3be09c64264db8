import {
  DatePicker,
  FilterBar,
  FilterRange,
  type FilterUrlAdapter,
  type FilterValues,
  isRangeValue,
  MonthPicker,
  NumberField,
  type RangeFilterValue,
  useFilterState,
} from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useMemo, useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NameTypeStatusFilters, packageFilterKinds, textOf, typeOptions } from '../support/demo-filters';
import { text, useStoryTranslation } from '../support/text';

const TODAY = '2025-03-14';

/** One filter of every kind; the keys are the package table's column ids. */
const filterKinds = { ...packageFilterKinds, period: 'monthRange' } as const;

const firstType = typeOptions[0]?.id ?? '';

/** Every filter filled, as a query string (what a shared link carries). */
const FILLED_QUERY = new URLSearchParams([
  ['name', 'mahl'],
  ['type', firstType],
  ['status', 'registered'],
  ['status', 'waiting'],
  ['weight', '250'],
  ['created.from', '2025-01-01'],
  ['created.to', '2025-03-14'],
  ['period.from', '2024-10'],
  ['period.to', '2025-02'],
]).toString();

/** A URL kept in memory, so the stories leave the browser's address alone; `search` is what it holds now. */
function useMemoryUrl(initial: string): { adapter: FilterUrlAdapter; search: string } {
  const [search, setSearch] = useState(initial);
  const current = useRef(initial);
  const adapter = useMemo<FilterUrlAdapter>(
    () => ({
      read: () => current.current,
      write: (next) => {
        current.current = next;
        setSearch(next);
      },
    }),
    [],
  );
  return { adapter, search };
}

function rangeOf(values: FilterValues, key: string): RangeFilterValue {
  const value = values[key];
  return isRangeValue(value) ? value : {};
}

interface PackageFiltersProps {
  /** Called with the applied values each time they change: "Otsi", "Tühjenda otsing", or every edit when live. */
  onChange: (values: FilterValues) => void;
  /** Shows "Otsi" (Enter in a field searches too). */
  hasSearch?: boolean;
  /** Shows "Tühjenda otsing". */
  hasClear?: boolean;
  /** Applies every edit at once; meant for a bar without "Otsi". */
  isLive?: boolean;
  /** The query string the list opens with; the filters are kept in it. */
  query?: string;
  /** Shows the query string under the bar. */
  showQuery?: boolean;
  /** The bar's width in pixels. */
  width?: number;
}

/** A package search with a filter of every kind, its state kept by `useFilterState`. */
function PackageFilters({
  onChange,
  hasSearch = true,
  hasClear = true,
  isLive = false,
  query = '',
  showQuery = false,
  width = 960,
}: PackageFiltersProps) {
  const { t } = useStoryTranslation();
  const url = useMemoryUrl(query);
  const filters = useFilterState({ kinds: filterKinds, isLive, url: url.adapter });
  const { draft, setValue, applied } = filters;
  const reported = useRef(applied);
  useEffect(() => {
    if (reported.current === applied) return;
    reported.current = applied;
    onChange(applied);
  }, [applied, onChange]);
  const created = rangeOf(draft, 'created');
  const period = rangeOf(draft, 'period');
  const weight = textOf(draft, 'weight');
  return (
    <div style={{ width, display: 'flex', flexDirection: 'column', gap: 12 }}>
      <FilterBar
        title={t('demo.dataTable.searchHeading')}
        onSearch={hasSearch ? filters.apply : undefined}
        onClear={hasClear ? filters.clear : undefined}
      >
        <NameTypeStatusFilters draft={draft} setValue={setValue} />
        <NumberField
          label={t('demo.dataTable.columns.weight')}
          value={weight === '' ? null : Number(weight)}
          onCommit={(value) => setValue('weight', value === null ? undefined : String(value))}
        />
        <FilterRange legend={t('demo.dataTable.columns.created')}>
          <DatePicker
            label={t('ui.filterBar.from')}
            today={TODAY}
            value={created.from ?? null}
            onChange={(value) => setValue('created', { ...created, from: value ?? undefined })}
          />
          <DatePicker
            label={t('ui.filterBar.to')}
            today={TODAY}
            value={created.to ?? null}
            onChange={(value) => setValue('created', { ...created, to: value ?? undefined })}
          />
        </FilterRange>
        <FilterRange legend={t('demo.pickers.reportPeriod')}>
          <MonthPicker
            label={t('ui.filterBar.from')}
            today={TODAY}
            value={period.from ?? null}
            onChange={(value) => setValue('period', { ...period, from: value ?? undefined })}
          />
          <MonthPicker
            label={t('ui.filterBar.to')}
            today={TODAY}
            value={period.to ?? null}
            onChange={(value) => setValue('period', { ...period, to: value ?? undefined })}
          />
        </FilterRange>
      </FilterBar>
      {showQuery && (
        <p data-testid="query" style={{ margin: 0, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {t('demo.dataTable.urlQuery', { query: url.search === '' ? '' : `?${url.search}` })}
        </p>
      )}
    </div>
  );
}

const meta = {
  title: 'UI/FilterBar',
  parameters: { layout: 'padded' },
  args: { onChange: fn() },
  render: (args) => <PackageFilters {...args} />,
} satisfies Meta<PackageFiltersProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, key: 'demo.dataTable.columns.name' | 'demo.dataTable.columns.weight') =>
  within(canvasElement).getByRole(key === 'demo.dataTable.columns.weight' ? 'spinbutton' : 'textbox', {
    name: text(key),
  });
const barButton = (canvasElement: HTMLElement, key: 'ui.filterBar.search' | 'ui.filterBar.clear') =>
  within(canvasElement).getByRole('button', { name: text(key) });
const rangeEnds = (
  canvasElement: HTMLElement,
  legend: 'demo.dataTable.columns.created' | 'demo.pickers.reportPeriod',
) => {
  const group = within(canvasElement).getByRole('group', { name: text(legend) });
  return [
    within(group).getByRole('textbox', { name: text('ui.filterBar.from') }),
    within(group).getByRole('textbox', { name: text('ui.filterBar.to') }),
  ];
};
const trigger = (canvasElement: HTMLElement, key: 'demo.dataTable.columns.type' | 'demo.dataTable.columns.status') =>
  within(canvasElement).getByRole('button', { name: new RegExp(text(key)) });

/** Tabs (or Shift+Tabs; never more than 30 times) until `target` has focus. */
async function tabTo(target: HTMLElement, shift = false) {
  for (let step = 0; step < 30 && document.activeElement !== target; step += 1) await userEvent.tab({ shift });
  await expect(target).toHaveFocus();
}

/** Every field empty, "Tühjenda otsing" and "Otsi" below; the bar is a search landmark named by its title. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('search', { name: text('demo.dataTable.searchHeading') }),
    ).toBeVisible();
    await expect(field(canvasElement, 'demo.dataTable.columns.name')).toHaveValue('');
    await expect(trigger(canvasElement, 'demo.dataTable.columns.type')).toHaveTextContent(
      text('ui.select.placeholder'),
    );
    for (const end of rangeEnds(canvasElement, 'demo.dataTable.columns.created')) await expect(end).toHaveValue('');
    await expect(barButton(canvasElement, 'ui.filterBar.clear')).toBeVisible();
    await expect(barButton(canvasElement, 'ui.filterBar.search')).toBeVisible();
  },
};

/** Every kind filled: text, select, multi-select, number, a date range and a month range. */
export const Filled: Story = {
  args: { query: FILLED_QUERY },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, 'demo.dataTable.columns.name')).toHaveValue('mahl');
    await expect(trigger(canvasElement, 'demo.dataTable.columns.type')).toHaveTextContent(firstType);
    await expect(trigger(canvasElement, 'demo.dataTable.columns.status')).toHaveTextContent(
      text('demo.dataTable.statuses.registered'),
    );
    await expect(field(canvasElement, 'demo.dataTable.columns.weight')).toHaveValue('250');
    const [createdFrom, createdTo] = rangeEnds(canvasElement, 'demo.dataTable.columns.created');
    await expect(createdFrom).toHaveValue('01.01.2025');
    await expect(createdTo).toHaveValue('14.03.2025');
    const [periodFrom, periodTo] = rangeEnds(canvasElement, 'demo.pickers.reportPeriod');
    await expect(periodFrom).toHaveValue('10.2024');
    await expect(periodTo).toHaveValue('02.2025');
  },
};

/** Keyboard only: type a name, Tab to "Otsi", Enter: the applied values are the typed name. */
export const Search: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(field(canvasElement, 'demo.dataTable.columns.name')).toHaveFocus();
    await userEvent.keyboard('mahl');
    await expect(args.onChange).not.toHaveBeenCalled();
    await tabTo(barButton(canvasElement, 'ui.filterBar.search'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1));
    await expect(args.onChange).toHaveBeenLastCalledWith({ name: 'mahl' });
  },
};

/** Enter in a field searches as "Otsi" does. */
export const SearchWithEnter: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('õlu{Enter}');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ name: 'õlu' }));
    await expect(field(canvasElement, 'demo.dataTable.columns.name')).toHaveFocus();
  },
};

/** Keyboard only: from every kind filled, "Tühjenda otsing" empties each field and applies no filter. */
export const ClearAll: Story = {
  args: { query: FILLED_QUERY },
  play: async ({ args, canvasElement }) => {
    await expect(field(canvasElement, 'demo.dataTable.columns.name')).toHaveValue('mahl');
    await tabTo(barButton(canvasElement, 'ui.filterBar.clear'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1));
    await expect(args.onChange).toHaveBeenLastCalledWith({});
    await expect(field(canvasElement, 'demo.dataTable.columns.name')).toHaveValue('');
    await expect(field(canvasElement, 'demo.dataTable.columns.weight')).toHaveValue('');
    for (const key of ['demo.dataTable.columns.type', 'demo.dataTable.columns.status'] as const)
      await expect(trigger(canvasElement, key)).toHaveTextContent(text('ui.select.placeholder'));
    for (const end of [
      ...rangeEnds(canvasElement, 'demo.dataTable.columns.created'),
      ...rangeEnds(canvasElement, 'demo.pickers.reportPeriod'),
    ])
      await expect(end).toHaveValue('');
    await expect(barButton(canvasElement, 'ui.filterBar.clear')).toHaveFocus();
  },
};

/** Live filtering: no buttons, every edit is applied at once. */
export const WithoutButtons: Story = {
  args: { hasSearch: false, hasClear: false, isLive: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: text('ui.filterBar.search') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: text('ui.filterBar.clear') })).toBeNull();
    await userEvent.tab();
    await userEvent.keyboard('pet');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ name: 'pet' }));
  },
};

/** "Otsi" alone, without "Tühjenda otsing". */
export const SearchOnly: Story = {
  args: { hasClear: false },
  play: async ({ canvasElement }) => {
    await expect(barButton(canvasElement, 'ui.filterBar.search')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: text('ui.filterBar.clear') })).toBeNull();
  },
};

/** A phone-wide bar: the fields stack in one column, and so do the two ends of each range. */
export const Narrow: Story = {
  args: { query: FILLED_QUERY, width: 360 },
  play: async ({ canvasElement }) => {
    const name = field(canvasElement, 'demo.dataTable.columns.name').getBoundingClientRect();
    const weight = field(canvasElement, 'demo.dataTable.columns.weight').getBoundingClientRect();
    await expect(weight.top).toBeGreaterThan(name.bottom);
    const [from, to] = rangeEnds(canvasElement, 'demo.pickers.reportPeriod').map((end) => end.getBoundingClientRect());
    await expect(to?.top).toBeGreaterThan(from?.bottom ?? 0);
    await expect(to?.width).toBe(from?.width);
    await expect(from?.width).toBeGreaterThan(name.width / 2);
  },
};

/**
 * The filters in the URL: a shared link opens the list filtered; "Otsi" writes the applied values to the query
 * string (shown under the bar), "Tühjenda otsing" removes them.
 */
export const UrlState: Story = {
  args: { query: new URLSearchParams([['status', 'waiting']]).toString(), showQuery: true },
  play: async ({ args, canvasElement }) => {
    const query = within(canvasElement).getByTestId('query');
    await expect(trigger(canvasElement, 'demo.dataTable.columns.status')).toHaveTextContent(
      text('demo.dataTable.statuses.waiting'),
    );
    await userEvent.tab();
    await userEvent.keyboard('mahl{Enter}');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ status: ['waiting'], name: 'mahl' }));
    await expect(query).toHaveTextContent('?name=mahl&status=waiting');
    await tabTo(barButton(canvasElement, 'ui.filterBar.clear'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({}));
    await expect(query).not.toHaveTextContent('?');
    await expect(field(canvasElement, 'demo.dataTable.columns.name')).toHaveValue('');
    // A new search, left in the URL for the snapshot.
    await tabTo(field(canvasElement, 'demo.dataTable.columns.name'), true);
    await userEvent.keyboard('õlu{Enter}');
    await waitFor(() => expect(query).toHaveTextContent(`?name=${encodeURIComponent('õlu')}`));
  },
};
