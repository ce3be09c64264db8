import { css } from 'styled-components';

export const alertGroup = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  &:focus {
    outline: none;
  }
`;
