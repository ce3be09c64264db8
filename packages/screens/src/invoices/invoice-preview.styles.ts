import { css } from 'styled-components';

/** The preview's head: the receiver on one side, the invoice's dates and status on the other. */
export const previewHead = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

export const facts = css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

export const receiver = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  font-style: normal;
  strong {
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
`;

/** The rows and the totals under them: a plain table, right-aligned figures. */
export const rowsTable = css`
  width: 100%;
  border-collapse: collapse;
  margin-block-start: ${({ theme }) => theme.space[4]};
  font-variant-numeric: tabular-nums;
  caption {
    text-align: start;
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    padding-block-end: ${({ theme }) => theme.space[2]};
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[2]}`};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
    text-align: end;
  }
  th:first-child,
  td:first-child {
    text-align: start;
  }
  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
  tfoot th {
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
  tfoot tr:last-child th,
  tfoot tr:last-child td {
    font-weight: ${({ theme }) => theme.typography.weight.bold};
    border-block-end: none;
  }
`;

export const centred = css`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[5]};
`;
