// Plain rows for the generic DataTable stories, made from the seeded package generator of @epp/fixtures:
// the same seed gives the same rows on every run, so pixel baselines stay put.
import { generatePackages, heroClients, reference, STATUS } from '@epp/fixtures';

export type PackageStatusKey = keyof typeof STATUS;

export interface PackageTableRow {
  id: string;
  ean: string;
  name: string;
  client: string;
  /** Package type as the classifier names it (data, not interface text). */
  type: string;
  volumeCl: number;
  weight: number;
  statusId: number;
  status: PackageStatusKey;
  /** ISO day. */
  created: string;
}

const clients = [heroClients.pohjala, heroClients.saare, heroClients.metsa, heroClients.laanemere, heroClients.tartu];
const statusKeyById = new Map<number, PackageStatusKey>(
  Object.entries(STATUS).map(([key, id]) => [id, key as PackageStatusKey]),
);
const typeById = new Map(reference.packageTypes.map((type) => [type.id, type.value]));
const volumeById = new Map(reference.volumes.map((volume) => [volume.id, Number(volume.value)]));

const cache = new Map<number, PackageTableRow[]>();

/** `count` package rows; the result is cached per count, so stories share one stable array per size. */
export function packageTableRows(count: number): PackageTableRow[] {
  const cached = cache.get(count);
  if (cached) return cached;
  const clientName = new Map(clients.map((client) => [client.id, client.name]));
  const rows = generatePackages({ count, clientIds: clients.map((client) => client.id), firstId: 1 }).map(
    (row): PackageTableRow => ({
      id: String(row.id),
      ean: row.ean,
      name: row.name,
      client: clientName.get(row.client_id) ?? '',
      type: typeById.get(row.type_id) ?? '',
      volumeCl: volumeById.get(row.volume_id) ?? 0,
      weight: row.weight,
      statusId: row.status_id,
      status: statusKeyById.get(row.status_id) ?? 'registered',
      created: row.created_at,
    }),
  );
  cache.set(count, rows);
  return rows;
}

/** A simulated server: filters, sorts and pages the rows after a delay, as a list endpoint would. */
export function serverPage(
  rows: readonly PackageTableRow[],
  query: { page: number; pageSize: number; sort: { id: string; desc: boolean } | null; name: string },
): { rows: PackageTableRow[]; total: number } {
  const needle = query.name.trim().toLocaleLowerCase('et');
  const matching = needle ? rows.filter((row) => row.name.toLocaleLowerCase('et').includes(needle)) : [...rows];
  const { sort } = query;
  if (sort) {
    const key = sort.id as keyof PackageTableRow;
    matching.sort((a, b) => {
      const order = String(a[key]).localeCompare(String(b[key]), 'et', { numeric: true });
      return sort.desc ? -order : order;
    });
  }
  const start = query.pageSize === 0 ? 0 : (query.page - 1) * query.pageSize;
  const end = query.pageSize === 0 ? matching.length : start + query.pageSize;
  return { rows: matching.slice(start, end), total: matching.length };
}
