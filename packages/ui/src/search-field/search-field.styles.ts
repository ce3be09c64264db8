import { css } from 'styled-components';

/** The input, with room for the search icon on the left and the clear button on the right. */
export const searchControlWrap = css`
  position: relative;
  display: flex;
  align-items: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const searchIcon = css`
  position: absolute;
  inset-inline-start: ${({ theme }) => theme.space[3]};
  pointer-events: none;
`;

// Chromium draws its own clear cross in a search input; ours is the labelled button.
export const searchInput = css`
  padding-inline-start: 40px;
  padding-inline-end: 44px;
  &::-webkit-search-cancel-button,
  &::-webkit-search-decoration {
    appearance: none;
  }
`;

export const clearButtonSlot = css`
  position: absolute;
  inset-inline-end: ${({ theme }) => theme.space[1]};
`;
