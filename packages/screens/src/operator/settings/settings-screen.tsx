import { useEppTranslation } from '@epp/i18n';
import { Button, DataTable } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { useMemo } from 'react';
import { styled } from 'styled-components';
import { actionRow, createScreen, ScreenLayout, useListUrlState, useRouteTitle } from '../../kit';
import { OPERATOR_SETTINGS_TABS } from '../users-tabs';
import { classifierColumns } from './settings-columns';
import { SETTINGS_KINDS, type SettingsKind } from './settings-kinds';
import { useClassifierSync } from './use-classifier-sync';

const K = 'screens.operator.settings';

export interface SettingsScreenProps {
  /** Which classifier table: /settings/categories (and /settings), /types, /colors, /volumes, /process-fees. */
  kind: SettingsKind;
}

const Actions = styled.div`
  ${actionRow}
`;

/** The tables have no filter bar: the address keeps only their sort and page. */
const NO_FILTERS = {};

/**
 * The operator's classifiers (/settings/…, spec operator §2 "Settings"): one sortable table per kind under the
 * settings tabs — categories (value, description), types (value, price), colours, volumes (cl) and process fees
 * (description, code, fee, start date) — and 'Uuenda klassifikaatoreid' on each, which syncs all five from the
 * accounting system and says what it brought.
 */
export const SettingsScreen = createScreen<SettingsScreenProps>('SettingsScreen', ({ kind }) => (
  // a kind reads its own list for the whole life of the table
  <SettingsTable key={kind} kind={kind} />
));

function SettingsTable({ kind }: SettingsScreenProps) {
  const { t } = useEppTranslation();
  const { failureText } = useErrorText();
  const settings = SETTINGS_KINDS[kind];
  const list = useListUrlState({ filters: NO_FILTERS });
  const { load, rows } = settings.useList();
  const sync = useClassifierSync();
  const columns = useMemo(() => settings.columns.map((id) => classifierColumns[id]), [settings]);

  return (
    <ScreenLayout title={useRouteTitle(settings.route)} tabs={OPERATOR_SETTINGS_TABS}>
      <Actions>
        <Button variant="secondary" isPending={sync.isSyncing} onPress={sync.sync}>
          {t(`${K}.sync`)}
        </Button>
      </Actions>
      <DataTable
        {...list.table}
        caption={t(`${K}.captions.${kind}`)}
        isCaptionHidden
        data={rows}
        columns={columns}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.value}
        isLoading={load.isPending}
        error={load.error ? failureText(`${K}.loadError`, load.error) : undefined}
        onRetry={() => void load.refetch()}
        emptyText={t(`${K}.empty`)}
      />
    </ScreenLayout>
  );
}
