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
import { partnerRetestingColumns, partnerRetestingRows } from './partner-retesting-columns';

/** The list takes no props: its filters, sort and page are in the address. */
export type PartnerRetestingScreenProps = Record<never, never>;

/** The filter bar's fields: each key is the column it filters and its parameter in the address. */
const FILTERS = defineListFilters({
  client: { kind: 'text', label: 'screens.partner.partnerRetesting.columns.client' },
});
const FILTER_KINDS = filterKindsOf(FILTERS);

// TODO(new:screen): say what this screen shows (route /packages/retesting, its spec section), and give its texts in
// packages/i18n/src/locales/{et,en}/screens.partner.json their own words (generic ones stand in).
/** /packages/retesting: a filtered, sorted, paged list; filters, sort and page live in the address. */
export const PartnerRetestingScreen = createScreen<PartnerRetestingScreenProps>(
  'PartnerRetestingScreen',
  PartnerRetesting,
);

function PartnerRetesting() {
  const { t } = useEppTranslation();
  const { failureText } = useErrorText();
  const today = useToday();
  const list = useListUrlState({ kinds: FILTER_KINDS });
  // TODO(new:screen): a placeholder source (return reports, all of them): read this screen's own endpoint.
  const query = useReturnReports({ query: { page_size: 0 } });
  const rows = useMemo(() => partnerRetestingRows(query.data?.results ?? []), [query.data]);

  return (
    <ScreenLayout title={routes.partner.retesting.title.map((key) => t(key))}>
      <FilterBar
        title={t('screens.partner.partnerRetesting.searchTitle')}
        onSearch={() => list.apply()}
        onClear={list.clear}
      >
        <ListFilterFields filters={FILTERS} list={list} options={{}} today={today} />
      </FilterBar>
      <DataTable
        {...list.table}
        caption={t('screens.partner.partnerRetesting.caption')}
        isCaptionHidden
        data={rows}
        columns={partnerRetestingColumns}
        getRowId={(row) => row.id}
        filters={list.applied}
        isLoading={query.isPending}
        error={query.error ? failureText('screens.partner.partnerRetesting.loadError', query.error) : undefined}
        onRetry={() => void query.refetch()}
        emptyText={t('screens.partner.partnerRetesting.empty')}
      />
    </ScreenLayout>
  );
}
