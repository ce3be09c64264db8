// The lines of an additional-deposit report (spec §2): EAN and product (the two text filters), package type,
// volume, the additional quantity, the total fee with the base fee in brackets, and the return-threshold total
// fee with its base fee. Base fees are prices: 4 decimals (§1).
import type { AdditionalDepositReport } from '@epp/api/schemas';
import { formatMoney } from '@epp/core';
import { useInterfaceLanguage } from '@epp/i18n';
import { createDataTableColumns } from '@epp/ui';
import { styled } from 'styled-components';
import { columnHeader, defineListFilters } from '../../kit';
import { eanColumn, LocalNumber, unbrokenCell, volumeColumn } from '../../packages';

export interface AdditionalDepositLineRow {
  id: string;
  ean: string;
  name: string;
  packageType: string;
  volume: number;
  quantity: number;
  totalFee: number;
  baseFee: number;
  thresholdFee: number;
  thresholdBaseFee: number;
}

export function additionalDepositLineRows(report: AdditionalDepositReport): AdditionalDepositLineRow[] {
  return report.lines.map((line, index) => ({
    // Lines may come without an id: the position keeps them apart.
    id: line.id === undefined ? `line-${index}` : String(line.id),
    ean: line.package.ean,
    name: line.package.name,
    packageType: line.package.package_type,
    volume: Number(line.package.volume),
    quantity: line.quantity,
    totalFee: line.total_fee,
    baseFee: line.base_fee,
    thresholdFee: line.return_threshold_total_fee,
    thresholdBaseFee: line.return_threshold_base_fee,
  }));
}

const K = 'screens.client.additionalDepositReport.columns';

/** The lines' filters: EAN and product, case-insensitive trimmed substrings (§5); the keys are column ids. */
export const ADDITIONAL_DEPOSIT_LINE_FILTERS = defineListFilters({
  ean: { kind: 'text', label: `${K}.ean` },
  name: { kind: 'text', label: `${K}.name` },
});

const Fee = styled.span`
  white-space: nowrap;
`;
const Base = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** "12,34 € (0,0100 €)": the total, the base fee in brackets. */
function FeeWithBase({ total, base }: { total: number; base: number }) {
  const language = useInterfaceLanguage();
  return (
    <Fee>
      {formatMoney(total, language)} <Base>({formatMoney(base, language, { decimals: 4 })})</Base>
    </Fee>
  );
}

const col = createDataTableColumns<AdditionalDepositLineRow>();

/** The package type folds into the row details below a 1100 px container, the volume below 900 (../../shared/DECISIONS.md). */
const FOLD = { first: 1100, second: 900 } as const;

export const additionalDepositLineColumns = col.columns([
  col.accessor('ean', { ...eanColumn, header: columnHeader(`${K}.ean`), filterFn: 'text' }),
  col.accessor('name', { header: columnHeader(`${K}.name`), sortFn: 'text', filterFn: 'text' }),
  col.accessor('packageType', {
    header: columnHeader(`${K}.packageType`),
    sortFn: 'text',
    cell: unbrokenCell,
    meta: { foldBelow: FOLD.first },
  }),
  col.accessor((row) => row.volume, {
    ...volumeColumn,
    header: columnHeader(`${K}.volume`),
    meta: { ...volumeColumn.meta, foldBelow: FOLD.second },
  }),
  col.accessor('quantity', {
    header: columnHeader(`${K}.quantity`),
    sortFn: 'number',
    meta: { align: 'end' },
    cell: ({ getValue }) => <LocalNumber value={getValue()} />,
  }),
  col.accessor('totalFee', {
    header: columnHeader(`${K}.totalFee`),
    sortFn: 'number',
    meta: { align: 'end' },
    cell: ({ row }) => <FeeWithBase total={row.original.totalFee} base={row.original.baseFee} />,
  }),
  col.accessor('thresholdFee', {
    header: columnHeader(`${K}.thresholdFee`),
    sortFn: 'number',
    meta: { align: 'end' },
    cell: ({ row }) => <FeeWithBase total={row.original.thresholdFee} base={row.original.thresholdBaseFee} />,
  }),
]);
