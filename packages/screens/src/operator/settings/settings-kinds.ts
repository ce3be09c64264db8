// The five classifier tables as data (spec operator §2 "Settings"): each kind's route, the reference call it
// reads (the same calls feed the client's package form) and the columns it shows.
import { useCategories, useColors, usePackageTypes, useProcessFees, useVolumes } from '@epp/api/hooks';
import { useMemo } from 'react';
import { routes } from '../../routes/route-table';
import {
  type ClassifierColumnId,
  type ClassifierRow,
  categoryRows,
  colorRows,
  processFeeRows,
  typeRows,
  volumeRows,
} from './settings-columns';

export type SettingsKind = 'categories' | 'types' | 'colors' | 'volumes' | 'processFees';

/** A classifier list's load (a react-query result) and its rows. */
export interface ClassifierList {
  load: { isPending: boolean; error: unknown; refetch: () => unknown };
  rows: ClassifierRow[];
}

interface ListLoad<T> {
  data: readonly T[] | undefined;
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

function useRowsOf<T>(load: ListLoad<T>, toRows: (rows: readonly T[]) => ClassifierRow[]): ClassifierList {
  const rows = useMemo(() => toRows(load.data ?? []), [load.data, toRows]);
  return { load, rows };
}

const { operator } = routes;

/** Per kind: its route, its list (a hook: a screen shows one kind for its whole life) and its columns in order. */
export const SETTINGS_KINDS = {
  categories: {
    route: operator.settingsCategories,
    useList: () => useRowsOf(useCategories(), categoryRows),
    columns: ['value', 'description'],
  },
  types: {
    route: operator.settingsTypes,
    useList: () => useRowsOf(usePackageTypes(), typeRows),
    columns: ['value', 'price'],
  },
  colors: {
    route: operator.settingsColors,
    useList: () => useRowsOf(useColors(), colorRows),
    columns: ['value'],
  },
  volumes: {
    route: operator.settingsVolumes,
    useList: () => useRowsOf(useVolumes(), volumeRows),
    columns: ['volume'],
  },
  processFees: {
    route: operator.settingsProcessFees,
    useList: () => useRowsOf(useProcessFees(), processFeeRows),
    columns: ['description', 'code', 'fee', 'startDate'],
  },
} as const satisfies Record<
  SettingsKind,
  { route: unknown; useList: () => ClassifierList; columns: readonly ClassifierColumnId[] }
>;
