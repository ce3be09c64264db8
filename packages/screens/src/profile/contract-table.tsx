import type { Contract } from '@epp/api/schemas';
import { formatDisplayDate, parseApiDate } from '@epp/core';
import { createDataTableColumns, DataTable, Link } from '@epp/ui';
import { StatusBadge } from '@epp/widgets/status-badge';
import type { ReactNode } from 'react';
import { columnHeader } from '../kit/table';

/** A contract date as the screens show it (the API writes DD-MM-YYYY); a dash until the step happened. */
export function contractDate(value: string | null): string {
  const iso = value === null ? null : parseApiDate(value);
  return iso === null ? '–' : formatDisplayDate(iso);
}

/** The signed file of a contract: the signed container when there is one, else the contract's file. */
export const contractFile = (contract: Contract): string | null => contract.bdoc || contract.url || null;

function NumberCell({ contract }: { contract: Contract }) {
  const file = contractFile(contract);
  if (file === null) return <>{contract.number}</>;
  return (
    <Link href={file} isExternal>
      {contract.number}
    </Link>
  );
}

const col = createDataTableColumns<Contract>();

const contractColumns = col.columns([
  col.accessor('number', {
    header: columnHeader('screens.profile.contracts.columns.number'),
    sortFn: 'text',
    cell: ({ row }) => <NumberCell contract={row.original} />,
  }),
  col.accessor((row) => row.status.value, {
    id: 'status',
    header: columnHeader('screens.profile.contracts.columns.status'),
    cell: ({ row }) => (
      <StatusBadge family="contract" value={row.original.status.value} label={row.original.status.label} />
    ),
  }),
  col.accessor((row) => parseApiDate(row.created_at ?? '') ?? '', {
    id: 'submitted',
    header: columnHeader('screens.profile.contracts.columns.submitted'),
    sortFn: 'text',
    cell: ({ row }) => contractDate(row.original.created_at),
  }),
  col.accessor((row) => parseApiDate(row.approved_at ?? '') ?? '', {
    id: 'concluded',
    header: columnHeader('screens.profile.contracts.columns.concluded'),
    sortFn: 'text',
    cell: ({ row }) => contractDate(row.original.approved_at),
  }),
  col.accessor((row) => parseApiDate(row.invalidated_at ?? '') ?? '', {
    id: 'ended',
    header: columnHeader('screens.profile.contracts.columns.ended'),
    sortFn: 'text',
    cell: ({ row }) => contractDate(row.original.invalidated_at),
  }),
]);

export interface ContractTableProps {
  contracts: readonly Contract[];
  caption: ReactNode;
  emptyText: ReactNode;
  isLoading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
}

/**
 * A company's contracts (spec §2 "Contract tab"): the number links to the signed file, the status badge, the
 * submitted, concluded and ended dates; newest first. The client's contract tab, later the operator's too.
 */
export function ContractTable({ contracts, caption, emptyText, isLoading, error, onRetry }: ContractTableProps) {
  return (
    <DataTable
      caption={caption}
      isCaptionHidden
      data={contracts}
      columns={contractColumns}
      getRowId={(row) => String(row.id)}
      getRowLabel={(row) => row.number}
      defaultSort={{ id: 'submitted', desc: true }}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      emptyText={emptyText}
    />
  );
}
