import { css } from 'styled-components';

/** The repair row's period sits under the original's, indented, so the pair reads as one period. */
export const repairPeriod = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding-inline-start: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const muted = css`
  color: ${({ theme }) => theme.colors.textMuted};
`;
