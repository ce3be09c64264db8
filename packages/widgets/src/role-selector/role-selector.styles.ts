import { css } from 'styled-components';

export const trigger = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  max-width: 320px;
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.size.sm};
  text-align: left;
  cursor: pointer;
  &[data-hovered] {
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }
  &[data-pressed] {
    background: ${({ theme }) => theme.colors.background};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.disabledText};
  }
  &[data-pending] {
    cursor: progress;
  }
  ${({ theme }) => theme.media.forcedColors} {
    border-color: ButtonText;
  }
`;

/** One profile, nothing to switch to: the same look without the frame. */
export const staticProfile = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  max-width: 320px;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

export const names = css`
  display: flex;
  flex-direction: column;
  min-width: 0;
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
`;

export const name = css`
  overflow: hidden;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const kind = css`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.xs};
`;

export const popover = css`
  min-width: 240px;
  max-width: 360px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  ${({ theme }) => theme.media.forcedColors} {
    border-color: CanvasText;
  }
`;

/** The spec's list maximum: 400 px, then the list scrolls. */
export const menu = css`
  max-height: 400px;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[1]} 0;
  outline: none;
`;

export const section = css`
  & + & {
    margin-top: ${({ theme }) => theme.space[1]};
    padding-top: ${({ theme }) => theme.space[1]};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export const sectionHeader = css`
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  text-transform: uppercase;
`;

export const item = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.size.sm};
  cursor: pointer;
  outline: none;
  &[data-focused] {
    background: ${({ theme }) => theme.colors.accentSubtle};
  }
  &[data-selected] {
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
  ${({ theme }) => theme.media.forcedColors} {
    &[data-focused] {
      background: Highlight;
      color: HighlightText;
    }
  }
`;

/** Keeps the names aligned whether or not the check mark shows. */
export const check = css`
  display: inline-flex;
  flex: none;
  width: 1em;
  color: ${({ theme }) => theme.colors.accent};
`;

export const error = css`
  margin: 0;
  text-align: right;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.typography.size.xs};
`;

/** The wired selector: a failed switch shows under the trigger, right-aligned like the header's corner. */
export const stack = css`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 320px;
`;
