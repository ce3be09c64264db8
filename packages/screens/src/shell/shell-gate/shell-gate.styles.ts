import { css } from 'styled-components';

export const banner = css`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;
