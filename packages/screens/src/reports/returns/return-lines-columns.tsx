// The lines of a return report (spec §2 "Return reports", §3): the package (EAN, name, type, volume), sold and
// returned quantities, the returned percentage, the "returned more than sold" flag as a warning badge beside
// it, created and updated dates and the line's comment count. The first cell opens the line's comments.
import type { ReturnReportLine } from '@epp/api/schemas';
import { formatNumber } from '@epp/core';
import { useEppTranslation, useInterfaceLanguage } from '@epp/i18n';
import { Badge, createDataTableColumns, type SortState, VisuallyHidden, WarningIcon } from '@epp/ui';
import { displayDate } from '@epp/widgets/report-header';
import { styled } from 'styled-components';
import { columnHeader } from '../../kit';
import { eanColumn, LocalNumber, volumeColumn } from '../../packages';

export interface ReturnLineRow {
  id: string;
  lineId: number;
  ean: string;
  name: string;
  packageType: string;
  volume: number;
  quantitySold: number;
  quantityReturned: number;
  returnedPercentage: number;
  moreThanSold: boolean;
  /** ISO timestamps, sorted as text. */
  createdAt: string;
  updatedAt: string;
  comments: number;
}

export function returnLineRow(line: ReturnReportLine): ReturnLineRow {
  return {
    id: String(line.id),
    lineId: line.id,
    ean: line.package.ean,
    name: line.package.name,
    packageType: line.package.package_type,
    volume: Number(line.package.volume),
    quantitySold: line.quantity_sold,
    quantityReturned: line.quantity_returned,
    returnedPercentage: line.returned_percentage,
    moreThanSold: line.returned_more_than_sold,
    createdAt: line.created_at,
    updatedAt: line.updated_at,
    comments: line.comments_count,
  };
}

/** The operator's detail sorts lines by created date, newest first (operator spec); the client's does too. */
export const RETURN_LINES_DEFAULT_SORT: SortState = { id: 'createdAt', desc: true };

const Flagged = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  white-space: nowrap;
`;

/**
 * The returned percentage; a line returned more than sold shows it as a warning badge with a warning sign,
 * its meaning in words for screen readers and, for the eye, in the note above the table.
 */
function PercentageCell({ row }: { row: ReturnLineRow }) {
  const { t } = useEppTranslation();
  const language = useInterfaceLanguage();
  const percentage = `${formatNumber(row.returnedPercentage, language, { maxDecimals: 2 })} %`;
  if (!row.moreThanSold) return <>{percentage}</>;
  return (
    <Badge tone="warning" title={t('screens.client.returnReport.moreThanSold')}>
      <Flagged>
        <WarningIcon />
        {percentage}
        <VisuallyHidden>{`, ${t('screens.client.returnReport.moreThanSold')}`}</VisuallyHidden>
      </Flagged>
    </Badge>
  );
}

/** "Loodud / muudetud" (spec: "created/updated dates"): the created date, and the updated one when it differs. */
function DatesCell({ row }: { row: ReturnLineRow }) {
  const created = displayDate(row.createdAt);
  const updated = displayDate(row.updatedAt);
  return (
    <>
      {created}
      {updated !== created && <Updated>{`/ ${updated}`}</Updated>}
    </>
  );
}

const Updated = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const numberCell = ({ getValue }: { getValue: () => unknown }) => <LocalNumber value={Number(getValue())} />;
const K = 'screens.client.returnReport.columns';

const col = createDataTableColumns<ReturnLineRow>();

/**
 * When columns fold into the row details (the table's container width, px; decisions in ../../shared/DECISIONS.md): the
 * package type and the dates below 1100 (already at a 1280 px window), the volume below 900.
 */
const FOLD = { first: 1100, second: 900 } as const;

export const returnLinesColumns = col.columns([
  col.accessor('ean', { ...eanColumn, header: columnHeader(`${K}.ean`), meta: { width: '110px' } }),
  col.accessor('name', { header: columnHeader(`${K}.name`), sortFn: 'text' }),
  col.accessor('packageType', {
    header: columnHeader(`${K}.packageType`),
    sortFn: 'text',
    meta: { width: '100px', foldBelow: FOLD.first },
  }),
  col.accessor((row) => row.volume, {
    ...volumeColumn,
    header: columnHeader(`${K}.volume`),
    meta: { align: 'end', width: '65px', foldBelow: FOLD.second },
  }),
  col.accessor('quantitySold', {
    header: columnHeader(`${K}.quantitySold`),
    sortFn: 'number',
    meta: { align: 'end', width: '70px' },
    cell: numberCell,
  }),
  col.accessor('quantityReturned', {
    header: columnHeader(`${K}.quantityReturned`),
    sortFn: 'number',
    meta: { align: 'end', width: '80px' },
    cell: numberCell,
  }),
  col.accessor('returnedPercentage', {
    header: columnHeader(`${K}.returnedPercentage`),
    sortFn: 'number',
    meta: { align: 'end', width: '95px' },
    cell: ({ row }) => <PercentageCell row={row.original} />,
  }),
  col.accessor('createdAt', {
    header: columnHeader(`${K}.dates`),
    sortFn: 'basic',
    meta: { width: '95px', foldBelow: FOLD.first },
    cell: ({ row }) => <DatesCell row={row.original} />,
  }),
  col.accessor('comments', {
    header: columnHeader(`${K}.comments`),
    sortFn: 'number',
    meta: { align: 'end', width: '95px' },
    cell: numberCell,
  }),
]);
