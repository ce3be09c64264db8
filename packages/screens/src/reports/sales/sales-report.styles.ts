import { css } from 'styled-components';

/** The report's notes under its header (VAT-free, read-only, the role's own). */
export const notices = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  &:empty {
    display: none;
  }
`;

export const tableFrame = css`
  min-width: 0;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

export const table = css`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.size.sm};
  & caption {
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
    text-align: start;
    font-size: ${({ theme }) => theme.typography.size.md};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
  & th,
  & td {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    text-align: start;
    vertical-align: top;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  & thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    white-space: nowrap;
  }
  & [data-align='end'] {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  & tfoot th,
  & tfoot td {
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    border-top-width: 2px;
  }
  &[data-density='compact'] th,
  &[data-density='compact'] td {
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  }
  &[data-density='compact'] thead th {
    white-space: normal;
    vertical-align: bottom;
  }
`;

/** The quantity cell: a narrow field that keeps its error under it. */
export const quantityCell = css`
  width: 150px;
  table[data-density='compact'] & {
    width: 112px;
  }
  & input {
    text-align: end;
  }
`;

export const fee = css`
  display: inline-flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[1]};
  white-space: nowrap;
`;

export const baseFee = css`
  color: ${({ theme }) => theme.colors.textMuted};
`;
