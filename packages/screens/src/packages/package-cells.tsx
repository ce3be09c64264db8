// Cells and column options the package tables share (the package list, the pending application), so an
// EAN or a volume looks and sorts the same in every package table.
import { formatNumber } from '@epp/core';
import { useInterfaceLanguage } from '@epp/i18n';
import { styled } from 'styled-components';
import { columnHeader } from '../kit/table';
import { PACKAGE_COLUMN_KEYS } from './package-fields';

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
