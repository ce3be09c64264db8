import { useApplications } from '@epp/api/hooks';
import { APPLICATIONS_HIDDEN_CONDITIONS, PAGE_SIZE_OPTIONS } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { FilterBar } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { useCallback, useMemo, useState } from 'react';
import {
  createScreen,
  dateRangeRule,
  defineListFilters,
  ListFilterFields,
  ScreenLayout,
  useListUrlState,
  useOpenFromList,
  usePageAlerts,
  useRouteTitle,
  useScannedDigitsRemoval,
  useToday,
} from '../../kit';
import { CONDITIONS_FILTER, useConditionOptions } from '../../registry/condition-filter';
import { useRegistryArrivalNotice } from '../../registry/registry-navigation';
import { REGISTRY_TABS } from '../../registry/registry-tabs';
import { routes } from '../../routes/route-table';
import { ApplicationSelectionModal } from './application-selection-modal';
import { APPLICATION_DEFAULT_SORT, applicationRows } from './registry-applications-columns';
import { ApplicationsTable } from './registry-applications-table';
import type { ActionOutcome } from './use-application-actions';
import { useApplicationScan } from './use-application-scan';

/** The list takes no props: its filters, sort and page are in the address. */
export type RegistryApplicationsScreenProps = Record<never, never>;

/** 'Pakendi otsing': each key is the column it filters and its parameter in the address (spec operator §5). */
const FILTERS = defineListFilters({
  ean: { kind: 'text', label: 'screens.operator.registry.columns.ean' },
  name: { kind: 'text', label: 'screens.operator.registry.columns.name' },
  client: { kind: 'text', label: 'screens.operator.registry.columns.client' },
  submitted: {
    kind: 'dateRange',
    label: 'screens.operator.registry.columns.submitted',
    isStartMaxToday: true,
    // A wrong range (only the address can bring one: the pickers refuse it) is refused with the kit's alert.
    rule: dateRangeRule({
      startAfterEnd: 'ui.rangePicker.dateStartAfterEnd',
      startAfterToday: 'ui.rangePicker.dateStartAfterToday',
    }),
  },
  conditions: CONDITIONS_FILTER,
});

/**
 * /registry/applications (and /registry), spec operator §2 "Applications list": the applications the
 * clients submitted, filtered in the browser as one types (the call answers them all), with the selection
 * kept across pages and filters, barcode scanning that selects by EAN, and the 'Valitud näidised' modal
 * that sends the selection to testing or generates its application invoice. A row opens the package.
 */
export const RegistryApplicationsScreen = createScreen<RegistryApplicationsScreenProps>(
  'RegistryApplicationsScreen',
  RegistryApplications,
);

/**
 * The frame apart from the list: the filters live in the address, and each keystroke of a live filter is a
 * navigation that re-renders what reads it (the list) but not this frame with its route tabs (10,000 rows in
 * "Kõik" stay under 100 ms a keystroke, issue #15).
 */
function RegistryApplications() {
  return (
    <ScreenLayout title={useRouteTitle(routes.operator.applications)} tabs={REGISTRY_TABS}>
      <ApplicationsList />
    </ScreenLayout>
  );
}

function ApplicationsList() {
  const { t } = useEppTranslation();
  const { failureText } = useErrorText();
  const today = useToday();
  const alerts = usePageAlerts();
  const openFromList = useOpenFromList();
  useRegistryArrivalNotice();
  const list = useListUrlState({
    filters: FILTERS,
    isLive: true,
    defaultSort: APPLICATION_DEFAULT_SORT,
    pageSizeOptions: PAGE_SIZE_OPTIONS.lists,
  });
  // The Testing list's conditions without the last two (spec operator §2): an application has no test yet.
  const conditionOptions = useConditionOptions(APPLICATIONS_HIDDEN_CONDITIONS);
  const filterOptions = useMemo(() => ({ conditions: conditionOptions }), [conditionOptions]);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(() => new Set());
  const [isModalOpen, setModalOpen] = useState(false);
  const [isBusy, setBusy] = useState(false);
  // Not fetched while 'Valitud näidised' is open (spec operator §8 "partial: list refreshes on modal close"):
  // the modal works on the list it was opened on. A send or invoice makes the list stale, and it reloads as
  // the modal closes.
  const query = useApplications(undefined, { enabled: !isModalOpen });
  const rows = useMemo(() => applicationRows(query.data ?? []), [query.data]);
  const records = useMemo(() => rows.map((row) => row.record), [rows]);
  const rowsById = useMemo(() => new Map(rows.map((row) => [row.id, row])), [rows]);

  useApplicationScan({
    rows,
    selectedIds,
    onSelectedIdsChange: setSelectedIds,
    alerts,
    isSelectionLocked: isBusy,
    onScanned: useScannedDigitsRemoval(FILTERS, list),
  });

  const showOutcomes = useCallback(
    (outcomes: readonly ActionOutcome[]) => {
      for (const outcome of outcomes) alerts.show(outcome);
    },
    [alerts],
  );
  // Closing: the list, not fetched while the modal was open, reloads; after a partial send the selection then
  // keeps only what is still listed.
  const closeModal = (outcomes: readonly ActionOutcome[]) => {
    setModalOpen(false);
    if (outcomes.length === 0) return;
    showOutcomes(outcomes);
    void query.refetch().then(({ data }) => {
      const listed = new Set((data ?? []).map((record) => String(record.id)));
      setSelectedIds((current) => new Set([...current].filter((id) => listed.has(id))));
    });
  };

  // Made once per failure, so the table's memo sees the same value while the user types in the filters.
  const error = useMemo(
    () => (query.error ? failureText('screens.operator.registryApplications.loadError', query.error) : undefined),
    [query.error, failureText],
  );

  return (
    <>
      <FilterBar title={t('screens.operator.registry.searchTitle')} onClear={list.clear}>
        <ListFilterFields filters={FILTERS} list={list} options={filterOptions} today={today} />
      </FilterBar>
      <ApplicationsTable
        rows={rows}
        applied={list.applied}
        {...list.table}
        isLoading={query.isPending}
        error={error}
        onRetry={() => void query.refetch()}
        selectedIds={selectedIds}
        onSelectedIdsChange={setSelectedIds}
        onOpenSelection={() => setModalOpen(true)}
        onOpen={(row) => openFromList(routes.operator.packageDetails.to({ id: row.record.id }))}
      />
      <ApplicationSelectionModal
        isOpen={isModalOpen}
        onClose={closeModal}
        records={records}
        rowsById={rowsById}
        selectedIds={selectedIds}
        onClear={() => {
          setSelectedIds(new Set());
          closeModal([]);
        }}
        onAllSent={(outcome) => {
          setSelectedIds(new Set());
          setModalOpen(false);
          alerts.show(outcome);
        }}
        onPartlySent={(sentIds) => {
          const sent = new Set(sentIds);
          setSelectedIds((current) => new Set([...current].filter((id) => !sent.has(id))));
        }}
        onBusyChange={setBusy}
      />
    </>
  );
}
