import { css } from 'styled-components';

export const group = css`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
`;

/** A 28 px focusable icon: the tooltip opens on hover and on keyboard focus. */
export const icon = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 18px;
  cursor: default;
  outline: none;
  &[data-tone='warning'] {
    color: ${({ theme }) => theme.tones.warning.foreground};
  }
  &[data-tone='error'] {
    color: ${({ theme }) => theme.tones.error.foreground};
  }
  &[data-tone='on'] {
    color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
`;

/**
 * The spec's indicators: blue for a comment, yellow for type comments. The dot repeats what the name and the
 * tooltip say; its dark ring keeps the yellow visible on white.
 */
export const indicator = css`
  position: absolute;
  top: 3px;
  right: 3px;
  width: 9px;
  height: 9px;
  border: 1.5px solid ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.pill};
  box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.text};
  &[data-colour='blue'] {
    background: ${({ theme }) => theme.tones.info.foreground};
  }
  &[data-colour='yellow'] {
    background: #f5c400;
  }
  ${({ theme }) => theme.media.forcedColors} {
    background: CanvasText;
    forced-color-adjust: none;
  }
`;
