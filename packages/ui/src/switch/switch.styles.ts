import { css } from 'styled-components';
import { choiceRow } from '../field/choice-row.styles';

export const switchRoot = css`
  ${choiceRow}
  align-items: center;
`;

/** The track; its knob slides right when on. On is also told by the fill, not by position alone. */
export const switchTrack = css`
  position: relative;
  flex: none;
  width: 40px;
  height: 24px;
  border: 2px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  transition: background-color 120ms ease, border-color 120ms ease;

  &::before {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.textMuted};
    transition: transform 120ms ease;
  }
  [data-hovered] > & {
    border-color: ${({ theme }) => theme.colors.text};
  }
  [data-selected] > & {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.accent};
    &::before {
      background: ${({ theme }) => theme.colors.surface};
      transform: translateX(16px);
    }
  }
  [data-focus-visible] > & {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  [data-disabled] > & {
    border-color: ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.disabledBackground};
    &::before {
      background: ${({ theme }) => theme.colors.border};
    }
  }
  ${({ theme }) => theme.media.forcedColors} {
    forced-color-adjust: none;
    border-color: CanvasText;
    background: Canvas;
    &::before {
      background: CanvasText;
    }
    [data-selected] > & {
      border-color: Highlight;
      background: Highlight;
      &::before {
        background: HighlightText;
      }
    }
    [data-focus-visible] > & {
      outline-color: Highlight;
    }
    [data-disabled] > & {
      border-color: GrayText;
      &::before {
        background: GrayText;
      }
    }
  }
`;
