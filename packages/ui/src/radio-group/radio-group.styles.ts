import { css } from 'styled-components';
import { choiceRow } from '../field/choice-row.styles';

export const radioRoot = css`
  ${choiceRow}
`;

/** The circle; when selected, a thick accent ring leaves a white dot in the middle. */
export const radioCircle = css`
  flex: none;
  width: 20px;
  height: 20px;
  margin-block-start: 2px;
  border: 2px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  transition: border-width 120ms ease, border-color 120ms ease;

  [data-hovered] > & {
    border-color: ${({ theme }) => theme.colors.text};
  }
  [data-selected] > & {
    border: 6px solid ${({ theme }) => theme.colors.accent};
  }
  [data-focus-visible] > & {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  [data-invalid] > & {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  [data-disabled] > & {
    border-color: ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.disabledBackground};
  }
  ${({ theme }) => theme.media.forcedColors} {
    forced-color-adjust: none;
    border-color: CanvasText;
    background: Canvas;
    [data-selected] > & {
      border-color: Highlight;
    }
    [data-focus-visible] > & {
      outline-color: Highlight;
    }
    [data-disabled] > & {
      border-color: GrayText;
    }
  }
`;
