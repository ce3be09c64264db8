import { useRegistryPackages } from '@epp/api/hooks';
import { PAGE_SIZE_OPTIONS } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { DataTable, FilterBar } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  createScreen,
  ListFilterFields,
  ScreenLayout,
  useListUrlState,
  useOpenFromList,
  useRouteTitle,
  useToday,
} from '../../kit';
import { useRegistryArrivalNotice } from '../../registry/registry-navigation';
import { REGISTRY_TABS } from '../../registry/registry-tabs';
import { routes } from '../../routes/route-table';
import { registryPackagesColumns, registryPackagesRow } from './registry-packages-columns';
import {
  REGISTRY_PACKAGE_FILTERS,
  REGISTRY_PACKAGES_DEFAULT_SORT,
  registryPackagesRequest,
} from './registry-packages-query';
import { useRegistryPackageOptions } from './use-registry-package-options';

/** The list takes no props: its filters, sort and page are in the address. */
export type RegistryPackagesScreenProps = Record<never, never>;

/**
 * The operator's all packages (/registry/packages, operator spec §2 "All packages list", §5, §7): the server
 * pages, sorts and filters (GET administrator/packages/{page}/{sizePerPage}/; "Kõik" asks for size 0); the
 * twelve filters under "Pakendi otsing" with "Tühjenda otsing" and "Otsi" (EAN and weight numeric, the created
 * dates in order and the start not in the future); the unsubmitted status greyed; a row opens the package's
 * details, which can come back to this very view.
 */
export const RegistryPackagesScreen = createScreen<RegistryPackagesScreenProps>(
  'RegistryPackagesScreen',
  RegistryPackages,
);

function RegistryPackages() {
  const { t } = useEppTranslation();
  const { failureText } = useErrorText();
  const today = useToday();
  const options = useRegistryPackageOptions();
  const openFromList = useOpenFromList();
  useRegistryArrivalNotice();
  const list = useListUrlState({
    filters: REGISTRY_PACKAGE_FILTERS,
    defaultSort: REGISTRY_PACKAGES_DEFAULT_SORT,
    defaultPageSize: 25,
    pageSizeOptions: PAGE_SIZE_OPTIONS.lists,
  });
  const query = useRegistryPackages(registryPackagesRequest(list.applied, list.table.sort, list.table.page), {
    placeholderData: keepPreviousData,
  });
  const rows = useMemo(() => (query.data?.results ?? []).map(registryPackagesRow), [query.data]);

  return (
    <ScreenLayout title={useRouteTitle(routes.operator.allPackages)} tabs={REGISTRY_TABS}>
      <FilterBar title={t('screens.operator.registry.searchTitle')} onSearch={() => list.apply()} onClear={list.clear}>
        <ListFilterFields filters={REGISTRY_PACKAGE_FILTERS} list={list} options={options} today={today} />
      </FilterBar>
      <DataTable
        {...list.table}
        mode="server"
        rowCount={query.data?.count ?? 0}
        caption={t('screens.operator.registryPackages.caption')}
        isCaptionHidden
        data={rows}
        columns={registryPackagesColumns}
        density="compact"
        getRowId={(row) => row.id}
        getRowLabel={(row) => `${row.ean} ${row.name}`}
        isRowMuted={(row) => row.isGreyed}
        isLoading={query.isPending}
        error={query.error ? failureText('screens.operator.registryPackages.loadError', query.error) : undefined}
        onRetry={() => void query.refetch()}
        emptyText={t('screens.operator.registryPackages.empty')}
        onRowAction={(row) => openFromList(routes.operator.packageDetails.to({ id: row.id }))}
      />
    </ScreenLayout>
  );
}
