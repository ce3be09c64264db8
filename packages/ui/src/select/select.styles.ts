import { css } from 'styled-components';

/** The trigger button looks like a text input, with the chevron at the end. */
// The value span may be shorter than the text: it cuts with an ellipsis, the option list shows it whole.
export const selectTrigger = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  cursor: pointer;
  & > span {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  [data-placeholder] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  svg {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  [data-invalid] & {
    border-color: ${({ theme }) => theme.colors.danger};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.danger};
  }
  ${({ theme }) => theme.media.forcedColors} {
    [data-invalid] & {
      border-width: 2px;
    }
  }
`;

/** At least as wide as the trigger (react-aria sets --trigger-width), never wider than the screen. */
export const popover = css`
  min-width: var(--trigger-width);
  max-width: calc(100vw - 16px);
  overflow: auto;
  padding: ${({ theme }) => theme.space[1]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  ${({ theme }) => theme.media.forcedColors} {
    border-color: CanvasText;
  }
`;

export const listBox = css`
  outline: none;
  max-height: inherit;
`;

export const option = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 36px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.size.md};
  cursor: pointer;
  outline: none;

  &[data-focused],
  &[data-hovered] {
    background: ${({ theme }) => theme.colors.accentSubtle};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
  &[data-selected] {
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.disabledText};
  }
  ${({ theme }) => theme.media.forcedColors} {
    &[data-focused] {
      forced-color-adjust: none;
      background: Highlight;
      color: HighlightText;
    }
    &[data-disabled] {
      color: GrayText;
    }
  }
`;

/** The tick beside the chosen option: it keeps its place when hidden so labels stay aligned. */
export const optionCheck = css`
  flex: none;
  color: ${({ theme }) => theme.colors.accent};
  visibility: hidden;
  [data-selected] > & {
    visibility: visible;
  }
  ${({ theme }) => theme.media.forcedColors} {
    color: inherit;
  }
`;

export const optionLabel = css`
  flex: 1;
  min-width: 0;
`;
