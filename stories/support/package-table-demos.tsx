// Small screens around the generic DataTable for its stories: a plain client table, one with a filter bar,
// one fed by a simulated server, one driven by a barcode scanner.
import { formatDisplayDate, PAGE_SIZE_OPTIONS, type PageState, parseDisplayDate } from '@epp/core';
import {
  Button,
  DataTable,
  type DataTableCommonProps,
  FilterBar,
  FilterRange,
  isRangeValue,
  type RangeFilterValue,
  type SortState,
  TextField,
  useBarcodeScanner,
  useFilterState,
} from '@epp/ui';
import { useEffect, useMemo, useState } from 'react';
import { NameTypeStatusFilters, packageFilterKinds, textOf } from './demo-filters';
import { heldAnswer } from './held-answer';
import { packageColumns } from './package-columns';
import { type PackageTableRow, packageTableRows, serverPage } from './table-rows';
import { useStoryTranslation } from './text';

type Extra = Partial<Omit<DataTableCommonProps<PackageTableRow>, 'data' | 'getRowId'>>;

const rowId = (row: PackageTableRow) => row.id;
const rowLabel = (row: PackageTableRow) => row.ean;

/** A client-mode package table over `count` seeded rows. */
export function PackageTable({ count = 60, rows, ...props }: Extra & { count?: number; rows?: PackageTableRow[] }) {
  const { t } = useStoryTranslation();
  return (
    <DataTable<PackageTableRow>
      caption={t('demo.dataTable.caption')}
      data={rows ?? packageTableRows(count)}
      columns={packageColumns}
      getRowId={rowId}
      getRowLabel={rowLabel}
      defaultSort={{ id: 'created', desc: true }}
      defaultPageSize={10}
      {...props}
    />
  );
}

/** The filter bar above a client table: text, select, multi-select, number and a date range of two fields. */
export function FilteredPackages() {
  const { t } = useStoryTranslation();
  const filters = useFilterState({ kinds: packageFilterKinds });
  const { draft, setValue } = filters;
  const created: RangeFilterValue = isRangeValue(draft.created) ? draft.created : {};
  const dateField = (end: 'from' | 'to', label: string) => (
    <TextField
      label={label}
      placeholder={t('demo.dataTable.datePlaceholder')}
      defaultValue={created[end] ? formatDisplayDate(created[end]) : ''}
      onChange={(text) => setValue('created', { ...created, [end]: parseDisplayDate(text) ?? undefined })}
    />
  );
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <FilterBar title={t('demo.dataTable.searchHeading')} onSearch={filters.apply} onClear={filters.clear}>
        <NameTypeStatusFilters draft={draft} setValue={setValue} />
        <TextField
          label={t('demo.dataTable.columns.weight')}
          value={textOf(draft, 'weight')}
          onChange={(text) => setValue('weight', text)}
        />
        <FilterRange legend={t('demo.dataTable.columns.created')}>
          {dateField('from', t('ui.filterBar.from'))}
          {dateField('to', t('ui.filterBar.to'))}
        </FilterRange>
      </FilterBar>
      <PackageTable
        count={200}
        defaultPageSize={5}
        pageSizeOptions={PAGE_SIZE_OPTIONS.compact}
        filters={filters.applied}
        emptyText={t('demo.emptyState.noPackages')}
      />
    </div>
  );
}

/** The simulated server's answers: ServerSide holds one to see the table busy while it is awaited. */
export const serverAnswers = heldAnswer();

/** Server mode: each page, sort and size change is a request that answers after a delay. */
export function ServerPackages({ latencyMs = 300 }: { latencyMs?: number }) {
  const { t } = useStoryTranslation();
  const [page, setPage] = useState<PageState>({ page: 1, pageSize: 10 });
  const [sort, setSort] = useState<SortState | null>({ id: 'created', desc: true });
  const [result, setResult] = useState<{ rows: PackageTableRow[]; total: number } | null>(null);
  const [isLoading, setLoading] = useState(true);
  useEffect(() => {
    setLoading(true);
    return serverAnswers.schedule(() => {
      setResult(serverPage(packageTableRows(500), { ...page, sort, name: '' }));
      setLoading(false);
    }, latencyMs);
  }, [page, sort, latencyMs]);
  return (
    <DataTable<PackageTableRow>
      mode="server"
      caption={t('demo.dataTable.caption')}
      data={result?.rows ?? []}
      rowCount={result?.total ?? 0}
      columns={packageColumns}
      getRowId={rowId}
      getRowLabel={rowLabel}
      page={page}
      onPageChange={setPage}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        setPage((current) => ({ ...current, page: 1 }));
      }}
      isLoading={isLoading}
      pageSizeOptions={PAGE_SIZE_OPTIONS.reports}
    />
  );
}

/** A scan (digits a few ms apart, then Enter) filters the list to that EAN and opens the row's details. */
export function ScannerPackages() {
  const { t } = useStoryTranslation();
  const [ean, setEan] = useState('');
  const [expandedIds, setExpandedIds] = useState<ReadonlySet<string>>(new Set());
  const rows = packageTableRows(60);
  useBarcodeScanner((code) => {
    setEan(code);
    setExpandedIds(new Set(rows.filter((row) => row.ean === code).map((row) => row.id)));
  });
  const filters = useMemo(() => ({ ean }), [ean]);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <p style={{ margin: 0 }}>{t('demo.dataTable.scanHint')}</p>
      <p role="status" style={{ margin: 0, fontWeight: 600 }}>
        {ean ? t('demo.dataTable.scanned', { ean }) : ''}
      </p>
      <PackageTable
        rows={rows}
        filters={filters}
        expandedIds={expandedIds}
        onExpandedIdsChange={setExpandedIds}
        renderDetail={(row) => <PackageDetail row={row} />}
      />
      {ean && (
        <div>
          <Button variant="secondary" onPress={() => setEan('')}>
            {t('ui.filterBar.clear')}
          </Button>
        </div>
      )}
    </div>
  );
}

export function PackageDetail({ row }: { row: PackageTableRow }) {
  const { t } = useStoryTranslation();
  return (
    <p style={{ margin: 0 }}>
      {t('demo.dataTable.detail', {
        ean: row.ean,
        created: formatDisplayDate(row.created),
        status: t(`demo.dataTable.statuses.${row.status}`),
      })}
    </p>
  );
}
