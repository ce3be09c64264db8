import { css } from 'styled-components';

export const alertGroup = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  &:focus {
    outline: none;
  }
  /* An empty stack takes no room in the page's flow (no gap for it), yet stays focusable: focus lands on it
     when the last alert is dismissed. */
  &:empty {
    position: absolute;
  }
`;
