import { css } from 'styled-components';

/** Trigger and clear button side by side inside one box edge. */
export const controlGroup = css`
  position: relative;
  display: flex;
  align-items: center;
  & > button:first-child {
    padding-inline-end: 76px;
  }
`;

export const clearSlot = css`
  position: absolute;
  inset-inline-end: 40px;
`;

export const chevronSlot = css`
  position: absolute;
  inset-inline-end: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  pointer-events: none;
`;

/** The checkbox drawn beside each option; its tick shows when the option is selected. */
export const optionBox = css`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 18px;
  height: 18px;
  border: 1px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textOnAccent};
  font-size: 14px;
  svg {
    visibility: hidden;
  }
  [data-selected] > & {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.accent};
    svg {
      visibility: visible;
    }
  }
  ${({ theme }) => theme.media.forcedColors} {
    border-color: CanvasText;
    [data-selected] > & {
      forced-color-adjust: none;
      border-color: Highlight;
      background: Highlight;
      color: HighlightText;
    }
  }
`;
