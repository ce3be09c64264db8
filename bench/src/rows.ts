// The benchmark's rows: the fixtures' seeded package generator, flattened to the 13 plain columns every
// contender renders the same way (text and numbers; no badges, so no table pays for another's look).

import { categories, colors, eanTypes, packageStatuses, packageTypes, volumes } from '@epp/fixtures/data/reference';
import { generatePackages } from '@epp/fixtures/generate/packages';

export interface BenchRow {
  id: string;
  ean: string;
  eanType: string;
  name: string;
  client: string;
  category: string;
  type: string;
  volume: number;
  weight: number;
  colour: string;
  status: string;
  created: string;
  submitted: string;
}

/** Column ids and header texts, in display order; `ean` and `name` are the ones the driver sorts and filters. */
export const benchColumns: readonly { id: keyof BenchRow; header: string; numeric?: boolean }[] = [
  { id: 'id', header: 'ID', numeric: true },
  { id: 'ean', header: 'EAN' },
  { id: 'eanType', header: 'EAN type' },
  { id: 'name', header: 'Name' },
  { id: 'client', header: 'Client' },
  { id: 'category', header: 'Category' },
  { id: 'type', header: 'Type' },
  { id: 'volume', header: 'Volume (cl)', numeric: true },
  { id: 'weight', header: 'Weight (g)', numeric: true },
  { id: 'colour', header: 'Colour' },
  { id: 'status', header: 'Status' },
  { id: 'created', header: 'Created' },
  { id: 'submitted', header: 'Submitted' },
];

const CLIENTS = [
  'Põhjala Joogitehas OÜ',
  'Saare Õlletehas AS',
  'Metsa Mahlad OÜ',
  'Läänemere Vesi AS',
  'Tartu Limonaad OÜ',
];

function namesById<T extends { id: number }>(list: readonly T[], name: (item: T) => string): Map<number, string> {
  return new Map(list.map((item) => [item.id, name(item)]));
}

export function benchRows(count: number): BenchRow[] {
  const eanType = namesById(eanTypes, (item) => item.label);
  const category = namesById(categories, (item) => item.description);
  const type = namesById(packageTypes, (item) => item.value);
  const colour = namesById(colors, (item) => item.value);
  const status = namesById(packageStatuses, (item) => item.label);
  const volume = new Map(volumes.map((item) => [item.id, Number(item.value)]));
  return generatePackages({ count, clientIds: [1, 2, 3, 4, 5], firstId: 1 }).map((row) => ({
    id: String(row.id),
    ean: row.ean,
    eanType: eanType.get(row.ean_type_id) ?? '',
    name: row.name,
    client: CLIENTS[(row.client_id - 1) % CLIENTS.length] ?? '',
    category: category.get(row.category_id) ?? '',
    type: type.get(row.type_id) ?? '',
    volume: volume.get(row.volume_id) ?? 0,
    weight: row.weight,
    colour: colour.get(row.color_id) ?? '',
    status: status.get(row.status_id) ?? '',
    created: row.created_at,
    submitted: row.submitted_at ?? '',
  }));
}
