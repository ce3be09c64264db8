// Cells and column options the package tables share (the package list, the pending application), so an
// EAN or a volume looks and sorts the same in every package table.
import { formatNumber } from '@epp/core';
import { useInterfaceLanguage } from '@epp/i18n';
import { styled } from 'styled-components';
import { columnHeader } from '../kit/table';
import { PACKAGE_COLUMN_KEYS, PACKAGE_SHORT_HEADER_KEYS } from './package-fields';

/** A number in the interface language's format ("21,5" in Estonian). */
export function LocalNumber({ value }: { value: number }) {
  return <>{formatNumber(value, useInterfaceLanguage())}</>;
}

/** Codes and one-word classifier names are not broken mid-word (the table's cells otherwise wrap anywhere). */
export const Unbroken = styled.span`
  white-space: nowrap;
`;

/** A cell's value as text, never broken mid-word. */
export const unbrokenCell = ({ getValue }: { getValue: () => unknown }) => <Unbroken>{String(getValue())}</Unbroken>;

/** The EAN column: sorted by its digits, never wrapped. `col.accessor('ean', eanColumn)`. */
export const eanColumn = {
  header: columnHeader(PACKAGE_COLUMN_KEYS.ean),
  sortFn: 'digits',
  cell: unbrokenCell,
} as const;

/** The volume column (cl), a number at the cell's end. `col.accessor((row) => Number(row.volume), volumeColumn)`. */
export const volumeColumn = {
  id: 'volume',
  header: columnHeader(PACKAGE_COLUMN_KEYS.volume),
  sortFn: 'number',
  meta: { align: 'end' },
  cell: ({ getValue }: { getValue: () => unknown }) => <LocalNumber value={Number(getValue())} />,
} as const;

/** The weight column (g), a number at the cell's end. `col.accessor('weight', weightColumn)`. */
export const weightColumn = {
  header: columnHeader(PACKAGE_COLUMN_KEYS.weight),
  sortFn: 'number',
  meta: { align: 'end' },
  cell: ({ getValue }: { getValue: () => unknown }) => <LocalNumber value={Number(getValue())} />,
} as const;

/**
 * When a package list's columns fold into the row details (the table's container width, px; decisions in
 * ../shared/DECISIONS.md): the first below 1100 (already at a 1280 px window), the second below 900 (a window
 * under 1200 px), the third below 700 (under 992 px).
 */
export const FOLD = { first: 1100, second: 900, third: 700 } as const;

/** The category, type, volume and weight columns of a package list, folding in those tiers. */
export const FOLDING = {
  category: { header: columnHeader(PACKAGE_COLUMN_KEYS.category), sortFn: 'text', meta: { foldBelow: FOLD.first } },
  type: { header: columnHeader(PACKAGE_SHORT_HEADER_KEYS.type), sortFn: 'text', meta: { foldBelow: FOLD.third } },
  volume: { ...volumeColumn, meta: { ...volumeColumn.meta, foldBelow: FOLD.second } },
  weight: { ...weightColumn, meta: { ...weightColumn.meta, foldBelow: FOLD.second } },
} as const;
