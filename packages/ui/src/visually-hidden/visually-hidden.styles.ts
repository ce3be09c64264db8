import { css } from 'styled-components';

/**
 * Hidden from sight, read by screen readers. Clipping (not display:none) keeps the text in the accessibility
 * tree; `focusable` lets a skip link appear when it receives focus.
 */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  border: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
`;

export const visuallyHiddenFocusable = css`
  ${visuallyHidden}
  &:focus,
  &:focus-within {
    position: static;
    width: auto;
    height: auto;
    margin: 0;
    overflow: visible;
    clip: auto;
    clip-path: none;
    white-space: normal;
  }
`;
