import { css } from 'styled-components';

export const root = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

export const title = css`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
`;

export const dropArea = css`
  position: relative;
  border: 2px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  &[data-drop-target] {
    border-style: solid;
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.accentSubtle};
  }
  ${({ theme }) => theme.media.forcedColors} {
    border-color: CanvasText;
  }
`;

export const dropButton = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  /* Room under the label for the limits, which lie over the button's lower padding (dropLimits). */
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]}`};
  padding-bottom: calc(${({ theme }) => `${theme.space[6]} + ${theme.space[2]}`} + 1lh);
  border: none;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: center;
  cursor: pointer;
  & svg {
    color: ${({ theme }) => theme.colors.accent};
    font-size: ${({ theme }) => theme.typography.size.xl};
  }
  &[data-hovered] {
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
`;

export const dropLabel = css`
  font-size: ${({ theme }) => theme.typography.size.md};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

export const muted = css`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The limits, drawn where the button's last line would be but outside the button (import-drop-area.tsx says why):
 * a press or a drop on them reaches the button under them.
 */
export const dropLimits = css`
  position: absolute;
  inset-inline: ${({ theme }) => theme.space[4]};
  bottom: ${({ theme }) => theme.space[6]};
  ${muted}
  text-align: center;
  pointer-events: none;
`;

export const fileRow = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  & > svg {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const fileName = css`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const previewTable = css`
  width: 100%;
  table-layout: fixed;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.size.xs};
  & caption {
    caption-side: top;
    padding-bottom: ${({ theme }) => theme.space[1]};
    text-align: start;
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
  & th,
  & td {
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
    overflow-wrap: anywhere;
  }
  & th {
    background: ${({ theme }) => theme.colors.background};
  }
  & td[data-bad-ean] {
    background: ${({ theme }) => theme.tones.error.background};
    color: ${({ theme }) => theme.tones.error.foreground};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
`;

export const actions = css`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;
