import { useReturnReports } from '@epp/api/hooks';
import { useEppTranslation } from '@epp/i18n';
import { DataTable, FilterBar } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { useMemo } from 'react';
import {
  createScreen,
  defineListFilters,
  filterKindsOf,
  ListFilterFields,
  ScreenLayout,
  useListUrlState,
  useToday,
} from '../../kit';
import { routes } from '../../routes/route-table';
import { registryApplicationsColumns, registryApplicationsRows } from './registry-applications-columns';

/** The list takes no props: its filters, sort and page are in the address. */
export type RegistryApplicationsScreenProps = Record<never, never>;

/** The filter bar's fields: each key is the column it filters and its parameter in the address. */
const FILTERS = defineListFilters({
  client: { kind: 'text', label: 'screens.operator.registryApplications.columns.client' },
});
const FILTER_KINDS = filterKindsOf(FILTERS);

// TODO(new:screen): say what this screen shows (route /registry/applications, its spec section), and give its texts in
// packages/i18n/src/locales/{et,en}/screens.operator.json their own words (generic ones stand in).
/** /registry/applications: a filtered, sorted, paged list; filters, sort and page live in the address. */
export const RegistryApplicationsScreen = createScreen<RegistryApplicationsScreenProps>(
  'RegistryApplicationsScreen',
  RegistryApplications,
);

function RegistryApplications() {
  const { t } = useEppTranslation();
  const { failureText } = useErrorText();
  const today = useToday();
  const list = useListUrlState({ kinds: FILTER_KINDS });
  // TODO(new:screen): a placeholder source (return reports, all of them): read this screen's own endpoint.
  const query = useReturnReports({ query: { page_size: 0 } });
  const rows = useMemo(() => registryApplicationsRows(query.data?.results ?? []), [query.data]);

  return (
    <ScreenLayout title={routes.operator.applications.title.map((key) => t(key))}>
      <FilterBar
        title={t('screens.operator.registryApplications.searchTitle')}
        onSearch={() => list.apply()}
        onClear={list.clear}
      >
        <ListFilterFields filters={FILTERS} list={list} options={{}} today={today} />
      </FilterBar>
      <DataTable
        {...list.table}
        caption={t('screens.operator.registryApplications.caption')}
        isCaptionHidden
        data={rows}
        columns={registryApplicationsColumns}
        getRowId={(row) => row.id}
        filters={list.applied}
        isLoading={query.isPending}
        error={query.error ? failureText('screens.operator.registryApplications.loadError', query.error) : undefined}
        onRetry={() => void query.refetch()}
        emptyText={t('screens.operator.registryApplications.empty')}
      />
    </ScreenLayout>
  );
}
