import { css } from 'styled-components';

export const bar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  min-height: 64px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

/** The title takes what the actions leave and wraps rather than pushing them off screen. */
export const title = css`
  flex: 1 1 240px;
  min-width: 0;
  overflow-wrap: anywhere;
  & > h1 {
    margin: 0;
  }
`;

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;
