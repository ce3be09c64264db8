import { usePackages } from '@epp/api/hooks';
import { PAGE_SIZE_OPTIONS } from '@epp/core';
import { message, useEppTranslation, useMessageText } from '@epp/i18n';
import { Button, DataTable, FilterBar } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useToday } from '../../kit/clock';
import { ExportButton, type ExportTexts } from '../../kit/export';
import { ListFilterFields } from '../../kit/list-filters';
import { useListUrlState } from '../../kit/list-url-state';
import { useRouteTitle } from '../../kit/routes';
import { createScreen, ScreenLayout } from '../../kit/screen-layout';
import {
  exportPackages,
  filterPackageRows,
  PACKAGE_DEFAULT_SORT,
  PACKAGE_FILTERS,
  packageColumns,
  packageExportTexts,
  packageListRow,
  usePackageFilterOptions,
} from '../../packages';
import { routes } from '../../routes/route-table';
import { ContractBanner } from '../../shared/contract-banner';
import { useActiveClient } from '../../shared/use-active-client';

export interface PackagesScreenProps {
  /** The table's first page size; 25 by default (spec client §9), from 5, 10, 25, 50 or all. */
  pageSize?: number;
}

const EXPORT_TEXTS: ExportTexts = {
  done: 'screens.client.packages.exported',
  failed: () => message('errors.packages.excel'),
};

function PackagesContent({ pageSize = 25 }: PackagesScreenProps) {
  const { t } = useEppTranslation();
  const text = useMessageText();
  const { failureText } = useErrorText();
  const navigate = useNavigate();
  const today = useToday();
  const active = useActiveClient();
  const packages = usePackages();
  const options = usePackageFilterOptions();
  const list = useListUrlState({
    filters: PACKAGE_FILTERS,
    defaultSort: PACKAGE_DEFAULT_SORT,
    defaultPageSize: pageSize,
    pageSizeOptions: PAGE_SIZE_OPTIONS.compact,
  });

  const rows = useMemo(() => (packages.data ?? []).map(packageListRow), [packages.data]);
  const shown = useMemo(() => filterPackageRows(rows, list.applied), [rows, list.applied]);

  const testResultText = (result: string) => options.testResult.find((option) => option.id === result)?.label ?? result;
  const saveExport = () => {
    const facts = { client: active.client?.name ?? '', today, count: shown.length, applied: list.applied };
    return exportPackages(shown, packageExportTexts(text, { ...facts, testResultText }));
  };

  return (
    <ScreenLayout title={useRouteTitle(routes.client.packages)} banner={<ContractBanner contract={active.contract} />}>
      <FilterBar
        title={t('screens.client.packages.searchTitle')}
        onSearch={() => list.apply()}
        onClear={list.clear}
        actions={
          <>
            {/* Not before the list has loaded: an export then would be an empty file. */}
            <ExportButton save={saveExport} texts={EXPORT_TEXTS} isDisabled={packages.data === undefined}>
              {t('screens.client.packages.export')}
            </ExportButton>
            {active.mayRegister && (
              <Button onPress={() => navigate(routes.client.addPackage.to())}>
                {t('screens.client.packages.register')}
              </Button>
            )}
          </>
        }
      >
        <ListFilterFields filters={PACKAGE_FILTERS} list={list} options={options} today={today} />
      </FilterBar>
      <DataTable
        {...list.table}
        caption={t('screens.client.packages.caption')}
        isCaptionHidden
        data={shown}
        columns={packageColumns}
        density="compact"
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.ean}
        isLoading={packages.isLoading}
        error={packages.error ? failureText('screens.client.packages.loadError', packages.error) : undefined}
        onRetry={() => void packages.refetch()}
        emptyText={t('screens.client.packages.empty')}
      />
    </ScreenLayout>
  );
}

/**
 * The client's packages (/packages): the spec's filter bar, clear search, Excel export and "register new
 * package" where the contract and permission allow; the table sorted by date, newest first. Filters, sort,
 * page and page size live in the address, so reload and back/forward show the list as it was. The list
 * endpoint has no paging, so the table pages and sorts on the client.
 */
export const PackagesScreen = createScreen('PackagesScreen', PackagesContent);
