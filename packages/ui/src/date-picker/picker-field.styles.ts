import { css } from 'styled-components';

/** The text input with the clear and calendar buttons inside its end. */
export const pickerControl = css`
  position: relative;
  display: flex;
  align-items: center;
`;

export const pickerInput = css`
  padding-inline-end: 84px;
  font-variant-numeric: tabular-nums;
`;

export const pickerButtons = css`
  position: absolute;
  inset-inline-end: ${({ theme }) => theme.space[1]};
  display: flex;
  gap: 2px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The calendar's popover: the same surface as a select's list, sized by its content. */
export const pickerPopover = css`
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  ${({ theme }) => theme.media.forcedColors} {
    border-color: CanvasText;
  }
`;

export const pickerDialog = css`
  outline: none;
`;
