import { css } from 'styled-components';

export const dialogRoot = css`
  display: flex;
  flex-direction: column;
  width: 100%;
  min-height: 0;
  outline: none;
`;

export const dialogHeader = css`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[5]} 0`};
  & [data-dialog-close] {
    margin: -${({ theme }) => theme.space[1]} -${({ theme }) => theme.space[2]} 0 auto;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const dialogTitle = css`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  overflow-wrap: anywhere;
`;

export const dialogBody = css`
  flex: 1;
  min-height: 0;
  overflow: auto;
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[5]}`};
  overflow-wrap: anywhere;
  & > p:first-child { margin-top: 0; }
  & > p:last-child { margin-bottom: 0; }
`;

export const dialogFooter = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[5]} ${theme.space[4]}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** A dialog whose content draws its own heading (e.g. a widget with its own title inside a Modal). */
export const dialogSurface = css`
  width: 100%;
  outline: none;
  padding: ${({ theme }) => theme.space[5]};
  overflow: auto;
`;
