import { css } from 'styled-components';

/** The one visible focus indicator, shown for keyboard focus only (react-aria's data-focus-visible). */
export const focusRing = css`
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  ${({ theme }) => theme.media.forcedColors} {
    &[data-focus-visible] {
      outline-color: Highlight;
    }
  }
`;
