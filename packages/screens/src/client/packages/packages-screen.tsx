import {
  useCategories,
  useEanTypes,
  usePackageStatuses,
  usePackages,
  usePackageTypes,
  useTestResults,
  useVolumes,
} from '@epp/api/hooks';
import { dateRangeProblems, formatDisplayDate, type IsoDate, isoDateInTimeZone, PAGE_SIZE_OPTIONS } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import {
  Alert,
  announce,
  Button,
  DataTable,
  DatePicker,
  FilterBar,
  FilterRange,
  type FilterValues,
  PageTitle,
  Select,
  TextField,
  useFilterState,
} from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { styled } from 'styled-components';
import { ScreenRouter } from '../../shared/screen-router';
import { ContractBanner } from '../shared/contract-banner';
import { screenRoot } from '../shared/screen.styles';
import { useActiveClient } from '../shared/use-active-client';
import { PACKAGE_COLUMN_KEYS, PACKAGE_DEFAULT_SORT, packageColumns } from './package-columns';
import { exportPackages } from './package-export';
import {
  filterPackageRows,
  PACKAGE_FILTER_KINDS,
  type PackageListRow,
  packageListRow,
  rangeOf,
  uniqueOptions,
} from './package-rows';
import { useRouterUrl } from './use-router-url';

export interface PackagesScreenProps {
  /**
   * The server's permission check for adding packages (spec client §6: "details not shown"). With an active
   * contract and this, "register new package" shows. Default true.
   */
  canAddPackages?: boolean;
  /** The table's first page size; 25 by default (spec client §9), from 5, 10, 25, 50 or all. */
  pageSize?: number;
  /** Today (YYYY-MM-DD) for the date pickers and the export date; default the Tallinn day of the clock. */
  today?: IsoDate;
}

const Root = styled.div`
  ${screenRoot}
`;

const textOf = (values: FilterValues, key: string): string => {
  const value = values[key];
  return typeof value === 'string' ? value : '';
};

/**
 * The client's packages (/packages): the spec's filter bar (kept in the URL), clear search, Excel export and
 * "register new package" where the contract and permission allow; the table sorted by date, newest first.
 * The list endpoint has no paging, so the table pages and sorts on the client.
 */
export function PackagesScreen(props: PackagesScreenProps) {
  return (
    <ScreenRouter>
      <PackagesContent {...props} />
    </ScreenRouter>
  );
}

function PackagesContent({ canAddPackages = true, pageSize = 25, today: todayProp }: PackagesScreenProps) {
  const { t } = useEppTranslation();
  const { errorText } = useErrorText();
  const navigate = useNavigate();
  const today = todayProp ?? isoDateInTimeZone(new Date());
  const active = useActiveClient(canAddPackages);
  const packages = usePackages();
  const eanTypes = useEanTypes();
  const categories = useCategories();
  const packageTypes = usePackageTypes();
  const volumes = useVolumes();
  const statuses = usePackageStatuses();
  const testResults = useTestResults();

  const url = useRouterUrl();
  const filters = useFilterState({ kinds: PACKAGE_FILTER_KINDS, url });
  const { draft, setValue } = filters;
  const [dateOrderWrong, setDateOrderWrong] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
  const [isExporting, setIsExporting] = useState(false);
  const exporting = useRef(false);

  const rows = useMemo(() => (packages.data ?? []).map(packageListRow), [packages.data]);
  const shown = useMemo(() => filterPackageRows(rows, filters.applied), [rows, filters.applied]);

  const options = {
    eanType: uniqueOptions((eanTypes.data ?? []).map((type) => type.label ?? type.value)),
    category: uniqueOptions((categories.data ?? []).map((category) => category.description)),
    type: uniqueOptions((packageTypes.data ?? []).map((type) => type.value)),
    volume: uniqueOptions((volumes.data ?? []).map((volume) => String(volume.value))),
    statusId: (statuses.data ?? []).map((status) => ({ id: String(status.id), label: status.label ?? status.value })),
    testResult: (testResults.data ?? []).map((result) => ({ id: String(result.value), label: result.label })),
  };
  const date = rangeOf(draft, 'date');

  const search = () => {
    const wrong = dateRangeProblems({ start: date.from, end: date.to }, today).includes('start-after-end');
    setDateOrderWrong(wrong);
    if (!wrong) filters.apply();
  };
  const clear = () => {
    setDateOrderWrong(false);
    filters.clear();
  };

  const exportExcel = async () => {
    if (exporting.current) return;
    exporting.current = true;
    setIsExporting(true);
    setExportFailed(false);
    try {
      await exportPackages(shown, exportTexts(shown));
      announce(t('screens.client.packages.exported'));
    } catch {
      setExportFailed(true);
    } finally {
      exporting.current = false;
      setIsExporting(false);
    }
  };

  const exportTexts = (list: readonly PackageListRow[]) => {
    const headers = Object.fromEntries(
      Object.entries(PACKAGE_COLUMN_KEYS).map(([field, key]) => [field, t(key)]),
    ) as Record<keyof typeof PACKAGE_COLUMN_KEYS, string>;
    const terms = Object.entries(filters.applied)
      .map(([key, value]) => {
        if (typeof value === 'string') return value.trim() === '' ? null : `${key}: ${value.trim()}`;
        const range = rangeOf(filters.applied, key);
        return range.from || range.to ? `${key}: ${range.from ?? ''} – ${range.to ?? ''}` : null;
      })
      .filter((term): term is string => term !== null);
    const client = active.client?.name ?? '';
    return {
      fileName: t('screens.client.packages.excel.fileName', { client }),
      packagesSheet: t('screens.client.packages.excel.packagesSheet'),
      infoSheet: t('screens.client.packages.excel.infoSheet'),
      headers,
      infoHeaders: { field: t('screens.client.packages.excel.field'), value: t('screens.client.packages.excel.value') },
      info: [
        { label: t('screens.client.packages.excel.client'), value: client },
        { label: t('screens.client.packages.excel.exportedOn'), value: formatDisplayDate(today) },
        { label: t('screens.client.packages.excel.count'), value: String(list.length) },
        {
          label: t('screens.client.packages.excel.filters'),
          value: terms.length === 0 ? t('screens.client.packages.excel.noFilters') : terms.join('; '),
        },
      ],
      testResultText: (result: string) => options.testResult.find((option) => option.id === result)?.label ?? result,
    };
  };

  return (
    <Root>
      <PageTitle labels={[t('screens.client.packages.title')]} />
      <ContractBanner contract={active.contract} />
      <FilterBar
        title={t('screens.client.packages.searchTitle')}
        onSearch={search}
        onClear={clear}
        actions={
          <>
            {/* Not before the list has loaded: an export then would be an empty file. */}
            <Button
              variant="secondary"
              onPress={exportExcel}
              isPending={isExporting}
              isDisabled={packages.data === undefined}
            >
              {t('screens.client.packages.export')}
            </Button>
            {active.mayRegister && (
              <Button onPress={() => navigate('/packages/add-package')}>{t('screens.client.packages.register')}</Button>
            )}
          </>
        }
      >
        <TextField
          label={t(PACKAGE_COLUMN_KEYS.ean)}
          value={textOf(draft, 'ean')}
          onChange={(value) => setValue('ean', value)}
        />
        <Select
          label={t(PACKAGE_COLUMN_KEYS.eanType)}
          options={options.eanType}
          selectedKey={textOf(draft, 'eanType') || null}
          onSelectionChange={(key) => setValue('eanType', key === null ? undefined : String(key))}
        />
        <TextField
          label={t(PACKAGE_COLUMN_KEYS.name)}
          value={textOf(draft, 'name')}
          onChange={(value) => setValue('name', value)}
        />
        <Select
          label={t(PACKAGE_COLUMN_KEYS.category)}
          options={options.category}
          selectedKey={textOf(draft, 'category') || null}
          onSelectionChange={(key) => setValue('category', key === null ? undefined : String(key))}
        />
        <Select
          label={t(PACKAGE_COLUMN_KEYS.type)}
          options={options.type}
          selectedKey={textOf(draft, 'type') || null}
          onSelectionChange={(key) => setValue('type', key === null ? undefined : String(key))}
        />
        <Select
          label={t(PACKAGE_COLUMN_KEYS.volume)}
          options={options.volume}
          selectedKey={textOf(draft, 'volume') || null}
          onSelectionChange={(key) => setValue('volume', key === null ? undefined : String(key))}
        />
        <Select
          label={t(PACKAGE_COLUMN_KEYS.status)}
          options={options.statusId}
          selectedKey={textOf(draft, 'statusId') || null}
          onSelectionChange={(key) => setValue('statusId', key === null ? undefined : String(key))}
        />
        <Select
          label={t(PACKAGE_COLUMN_KEYS.testResult)}
          options={options.testResult}
          selectedKey={textOf(draft, 'testResult') || null}
          onSelectionChange={(key) => setValue('testResult', key === null ? undefined : String(key))}
        />
        <FilterRange legend={t(PACKAGE_COLUMN_KEYS.date)}>
          <DatePicker
            label={t('ui.filterBar.from')}
            today={today}
            value={date.from ?? null}
            onChange={(value) => setValue('date', { ...date, from: value ?? undefined })}
          />
          <DatePicker
            label={t('ui.filterBar.to')}
            today={today}
            value={date.to ?? null}
            onChange={(value) => setValue('date', { ...date, to: value ?? undefined })}
          />
        </FilterRange>
      </FilterBar>
      {dateOrderWrong && <Alert tone="error" title={t('screens.client.packages.dateOrder')} />}
      {exportFailed && (
        <Alert tone="error" title={t('errors.packages.excel')} onDismiss={() => setExportFailed(false)} />
      )}
      <DataTable
        caption={t('screens.client.packages.caption')}
        isCaptionHidden
        data={shown}
        columns={packageColumns}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.ean}
        defaultSort={PACKAGE_DEFAULT_SORT}
        defaultPageSize={pageSize}
        pageSizeOptions={PAGE_SIZE_OPTIONS.compact}
        isLoading={packages.isLoading}
        error={
          packages.error ? t('screens.client.packages.loadError', { error: errorText(packages.error) }) : undefined
        }
        onRetry={() => void packages.refetch()}
        emptyText={t('screens.client.packages.empty')}
      />
    </Root>
  );
}
