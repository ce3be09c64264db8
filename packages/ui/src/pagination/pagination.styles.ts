import { css } from 'styled-components';

export const paginationRoot = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space[3]} ${theme.space[5]}`};
  padding-block: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

export const pageSizeSlot = css`
  width: 140px;
`;

export const pageControls = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export const rangeText = css`
  min-width: 8em;
  font-variant-numeric: tabular-nums;
  text-align: end;
`;
