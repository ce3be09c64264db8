import type { ApiError } from '@epp/api';
import type { PackageInTest } from '@epp/api/schemas';
import { PAGE_SIZE_OPTIONS } from '@epp/core';
import { message, type TranslationKey, useEppTranslation, useInterfaceLanguage, useMessageText } from '@epp/i18n';
import { DataTable, FilterBar, useBarcodeScanner } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { useMemo, useState } from 'react';
import { useToday } from '../../kit/clock';
import { ExportButton, type ExportTexts } from '../../kit/export';
import { ListFilterFields, type ListFilterOptions } from '../../kit/list-filters';
import { useListUrlState } from '../../kit/list-url-state';
import { usePageAlerts } from '../../kit/page-alerts';
import { type ScreenRoute, useRouteTitle } from '../../kit/routes';
import { ScreenLayout } from '../../kit/screen-layout';
import { uniqueOptions, volumeOptions } from '../../packages';
import { PARTNER_PACKAGE_TABS } from '../partner-tabs';
import { FinishTestingButton } from './finish-testing-button';
import { PackageTestsPanel } from './package-tests-panel';
import { PARTNER_PACKAGE_DEFAULT_SORT, partnerPackageColumns } from './partner-package-columns';
import { exportPartnerPackages, partnerExportTexts } from './partner-package-export';
import {
  filterPartnerPackageRows,
  PARTNER_PACKAGE_FILTERS,
  partnerPackageRow,
  rowsOfEan,
} from './partner-package-rows';

/** What makes one of the five lists itself; the frame is the same. */
export interface PartnerListConfig {
  route: Pick<ScreenRoute<string>, 'title'>;
  /** The table's caption (for screen readers: the tabs name the list on screen). */
  caption: TranslationKey;
  /** The export's file and sheet names. */
  exportNames: { fileName: TranslationKey; sheetName: TranslationKey };
  /** "Finish testing" / "Finish retesting" in the toolbar; none on the other lists. */
  finish?: 'testing' | 'retesting';
  /**
   * What a scan does: `expand` fills the EAN filter and opens the rows of that EAN; `search` (the test
   * results) clears the other filters, sets the EAN and searches.
   */
  onScan: 'expand' | 'search';
  /** The lists of work to do open with the untested packages first; the others with the latest test first. */
  sortUntestedFirst?: boolean;
  /** The confirmed list shows its tests read-only. */
  isReadOnly?: boolean;
}

export interface PartnerListQuery {
  data: readonly PackageInTest[] | undefined;
  error: ApiError | null;
  isPending: boolean;
  refetch: () => unknown;
}

const ALERT = { scan: 'partner-scan' } as const;
const EXPORT_TEXTS: ExportTexts = {
  done: 'screens.partner.packageLists.exported',
  failed: () => message('errors.packages.excel'),
};
const NO_ROWS: ReadonlySet<string> = new Set();
/** The test day ascending: untested packages ('') first, then the oldest test. */
const UNTESTED_FIRST = { id: 'testedAt', desc: false } as const;

/**
 * The frame of the partner's five package lists (spec operator §2 "Partner screens"): the list tabs, the
 * search (EAN, company, name, category, type, volume in cl, test result, test day from/to) with clear and
 * search, the Excel export of what is listed, the barcode scanner (anywhere on the page), rows that open
 * to the package's tests with the measurement form, and paging with "Kõik". The lists have no server
 * paging: the table filters, sorts and pages on the client; filters, sort and page live in the address.
 */
export function PartnerPackageList({ config, query }: { config: PartnerListConfig; query: PartnerListQuery }) {
  const { t } = useEppTranslation();
  const language = useInterfaceLanguage();
  const text = useMessageText();
  const { failureText } = useErrorText();
  const today = useToday();
  const alerts = usePageAlerts();
  const list = useListUrlState({
    filters: PARTNER_PACKAGE_FILTERS,
    defaultSort: config.sortUntestedFirst ? UNTESTED_FIRST : PARTNER_PACKAGE_DEFAULT_SORT,
    pageSizeOptions: PAGE_SIZE_OPTIONS.compact,
  });
  const [expandedIds, setExpandedIds] = useState<ReadonlySet<string>>(NO_ROWS);

  const rows = useMemo(() => (query.data ?? []).map(partnerPackageRow), [query.data]);
  const shown = useMemo(() => filterPartnerPackageRows(rows, list.applied), [rows, list.applied]);
  const options = useMemo<ListFilterOptions<typeof PARTNER_PACKAGE_FILTERS>>(
    () => ({
      category: uniqueOptions(rows.map((row) => row.category)),
      type: uniqueOptions(rows.map((row) => row.type)),
      volume: volumeOptions(
        rows.map((row) => row.volume),
        language,
      ),
      testResult: ['1', '2', '3'].map((code) => ({
        id: code,
        label: t(`status.testResult.${code === '1' ? 'OK' : code === '2' ? 'NOK' : 'NA'}`),
      })),
    }),
    [rows, t, language],
  );

  useBarcodeScanner((ean) => {
    const found = rowsOfEan(rows, ean);
    if (config.onScan === 'search') list.apply({ ean });
    else {
      list.apply({ ...list.applied, ean });
      setExpandedIds(new Set(found.map((row) => row.id)));
    }
    alerts.show({
      tone: found.length > 0 ? 'info' : 'warning',
      title:
        found.length > 0
          ? message('screens.partner.packageLists.scanned', { ean, count: String(found.length) })
          : message('screens.partner.packageLists.scannedNotFound', { ean }),
      id: ALERT.scan,
    });
  });

  const saveExport = () => exportPartnerPackages(shown, partnerExportTexts(text, config.exportNames));

  return (
    <ScreenLayout title={useRouteTitle(config.route)} tabs={PARTNER_PACKAGE_TABS}>
      <FilterBar
        title={t('screens.partner.packageLists.searchTitle')}
        onSearch={() => list.apply()}
        onClear={list.clear}
        actions={
          <>
            {/* Not before the list has loaded: an export then would be an empty file. */}
            <ExportButton save={saveExport} texts={EXPORT_TEXTS} isDisabled={query.data === undefined}>
              {t('screens.partner.packageLists.export')}
            </ExportButton>
            {config.finish && <FinishTestingButton isRetest={config.finish === 'retesting'} />}
          </>
        }
      >
        <ListFilterFields filters={PARTNER_PACKAGE_FILTERS} list={list} options={options} today={today} />
      </FilterBar>
      <DataTable
        {...list.table}
        caption={t(config.caption)}
        isCaptionHidden
        data={shown}
        columns={partnerPackageColumns}
        density="compact"
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.ean}
        expandedIds={expandedIds}
        onExpandedIdsChange={setExpandedIds}
        renderDetail={(row) => <PackageTestsPanel row={row} isReadOnly={config.isReadOnly === true} />}
        isLoading={query.isPending}
        error={query.error ? failureText('screens.partner.packageLists.loadError', query.error) : undefined}
        onRetry={() => void query.refetch()}
        emptyText={t(
          rows.length === 0 ? 'screens.partner.packageLists.noPackages' : 'screens.partner.packageLists.noMatch',
        )}
      />
    </ScreenLayout>
  );
}
