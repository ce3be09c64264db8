import { css } from 'styled-components';

export const textArea = css`
  min-height: 96px;
  resize: vertical;
`;
