import { css } from 'styled-components';

export const body = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  & > p {
    margin: 0;
  }
`;
