// The summary report's rows: one per package, its fields (each may be missing when the server was asked
// without it) and its quantity per month.
import type { SummaryItem } from '@epp/api/schemas';
import type { Period } from '@epp/core';

export interface SummaryRow {
  id: string;
  ean: string;
  eanType: string;
  packageType: string;
  name: string;
  category: string;
  /** cl; null when not sent. */
  volume: number | null;
  /** EUR per package; null when not sent. */
  deposit: number | null;
  /** The declared quantity per month of the answer; a month the package has no line in is 0. */
  quantities: Readonly<Record<Period, number>>;
}

const textOf = (value: string | null | undefined) => value ?? '';

function numberOf(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

export function summaryRow(item: SummaryItem): SummaryRow {
  const quantities: Record<Period, number> = {};
  for (const { period, quantity } of item.periods) quantities[period] = (quantities[period] ?? 0) + quantity;
  return {
    id: String(item.id),
    ean: textOf(item.EAN),
    eanType: textOf(item.EAN_type),
    packageType: textOf(item.package_type),
    name: textOf(item.name),
    category: textOf(item.package_category),
    volume: numberOf(item.volume),
    deposit: numberOf(item.deposit),
    quantities,
  };
}

/** Every month the answer has a quantity for, oldest first: the table's quantity columns. */
export function summaryPeriods(items: readonly SummaryItem[]): Period[] {
  const periods = new Set<Period>();
  for (const item of items) for (const { period } of item.periods) periods.add(period);
  return [...periods].sort();
}
